import {
  CASUAL_LOADING_PERCENT,
  EMPLOYMENT_TYPE_LABELS,
  MINIMUM_WAGES,
  juniorMinimums,
  minimumWageOn,
  type EmploymentType,
  type MinimumWagePeriod,
} from 'shared-kit';

/** The minimum-wage period in force today, or the latest the table has once today is past it. */
export function periodInForce(today: string): MinimumWagePeriod | undefined {
  return minimumWageOn(today) ?? MINIMUM_WAGES.filter((p) => p.from <= today).at(-1);
}

function longDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The junior age bands with their minimum hourly rates, and where those minimums come from. */
export function juniorRatesFor(type: EmploymentType, today: string) {
  const period = periodInForce(today);
  if (!period) return null;
  const casual = type === 'casual' || type === 'one_off';
  const loading = casual ? `, with the ${CASUAL_LOADING_PERCENT}% casual loading` : '';
  return {
    bands: juniorMinimums(period, type),
    source: `National minimum wage for ${EMPLOYMENT_TYPE_LABELS[type]} work from ${longDate(period.from)}${loading}, set by ${period.source}.`,
  };
}

/** "Usually reviews applications within 2 days", or null while there are too few to say. */
export function reviewTimeText(days: number | null): string | null {
  if (days === null) return null;
  return `Usually reviews applications within ${days} day${days === 1 ? '' : 's'}`;
}
