// Test data for the remotes' tests (imported as api-contract/testing or through shared-kit/testing, never from app code): an answer
// of GET /system/minimum-wage as the API gives it, the 2025–26 and 2026–27 periods.
import type { MinimumWageRate, MinimumWageResponse } from '../listings/minimum-wage';

const BANDS = [
  { age: 'Under 16', percent: 36.8 },
  { age: '16', percent: 47.3 },
  { age: '17', percent: 57.8 },
  { age: '18', percent: 68.3 },
  { age: '19', percent: 82.5 },
  { age: '20', percent: 97.7 },
];

const period = (
  from: string,
  until: string,
  hourly: number,
  weekly: number,
  review: string,
  decidedOn: string,
): MinimumWageRate => ({
  from,
  until,
  adult_hourly_cents: hourly,
  adult_weekly_cents: weekly,
  casual_loading_percent: 25,
  junior_bands: BANDS,
  source: {
    title: `the Fair Work Commission's Annual Wage Review ${review}`,
    citation: `[${decidedOn.slice(0, 4)}] FWCFB 3500`,
    decided_on: decidedOn,
    url: 'https://www.fwc.gov.au/hearings-decisions/major-cases/annual-wage-reviews',
  },
});

export const minimumWageAnswer: MinimumWageResponse = {
  rates: [
    period('2025-07-01', '2026-06-30', 2495, 94800, '2024–25', '2025-06-03'),
    period('2026-07-01', '2027-06-30', 2644, 100490, '2025–26', '2026-06-02'),
  ],
  table_ends: '2027-06-30',
};
