import { sydneyToday } from 'shared-kit';
import styled from 'styled-components';
import { usePayFloor, type PayFloorRate } from '../api/get-pay-floor';

const Figures = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;

  /* The sentence's shape before its figures arrive: it takes their room, unseen and unread. */
  &[aria-hidden='true'] {
    visibility: hidden;
  }
`;

const sentence = (from: string, adult: string, casual: string) =>
  `From ${from}: at least ${adult} an hour for part-time and fixed-term work, and ${casual} for casual work and one-off gigs.`;

// The contract's rules (rateOn, minimumHourlyCents, formatDollars and longDate in
// api-contract/listings) live in modules that import zod, and importing any of them brings zod's
// core into the chunk every page of this remote loads. The few lines they take are repeated here
// instead; employers-page.test.tsx holds them to the figures the contract's test table gives.

/** The rate in force on `date`, or past the table's end the latest (the floor never falls). */
function rateOn(rates: readonly PayFloorRate[], date: string): PayFloorRate | undefined {
  return (
    rates.find((rate) => rate.from <= date && date <= rate.until) ??
    rates.filter((rate) => rate.from <= date).at(-1)
  );
}

/** The adult minimum in cents an hour, with the casual loading for casual and one-off work. */
const hourlyCents = (rate: PayFloorRate, casual: boolean) =>
  Math.round(rate.adult_hourly_cents * (casual ? 1 + rate.casual_loading_percent / 100 : 1));

/** "$26.44". */
const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** "1 July 2026". */
const longDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Today's pay floor in figures, read from the table the API checks every listing against
 * (GET /system/minimum-wage), so the page says what the create form and the API will hold a
 * listing to. Until the table arrives, or if it cannot be read, the line keeps its room empty:
 * the card's words say the rule without figures.
 */
export function PayFloorFigures() {
  const table = usePayFloor();
  const rate = table.data ? rateOn(table.data, sydneyToday()) : undefined;
  if (!rate) {
    return (
      <Figures aria-hidden="true" data-testid="pay-floor">
        {sentence('1 July 2000', '$00.00', '$00.00')}
      </Figures>
    );
  }
  return (
    <Figures data-testid="pay-floor">
      {sentence(
        longDate(rate.from),
        dollars(hourlyCents(rate, false)),
        dollars(hourlyCents(rate, true)),
      )}
    </Figures>
  );
}
