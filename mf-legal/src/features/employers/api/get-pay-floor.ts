// GET /system/minimum-wage, read for the employers' page alone. The page shows three fields of
// each rate, so it checks those by hand instead of parsing with the contract's schema: mf-legal's
// app compiles in no zod, and the schema would bring zod's core into the chunk every page of this
// remote loads, /about's first visit included (about 9 kB). ADR 0047 records the choice.
import { useQuery } from '@tanstack/react-query';
import type { MinimumWageRate } from 'api-contract/listings';

/** The call's path through the site's /api proxy (the contract's `listings.minimumWage`). */
export const PAY_FLOOR_URL = '/api/system/minimum-wage';

/** What the page reads of a rate. */
export type PayFloorRate = Pick<
  MinimumWageRate,
  'from' | 'until' | 'adult_hourly_cents' | 'casual_loading_percent'
>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const isRate = (value: unknown): value is PayFloorRate => {
  if (typeof value !== 'object' || value === null) return false;
  const rate = value as Record<string, unknown>;
  return (
    typeof rate.from === 'string' &&
    ISO_DATE.test(rate.from) &&
    typeof rate.until === 'string' &&
    ISO_DATE.test(rate.until) &&
    Number.isInteger(rate.adult_hourly_cents) &&
    (rate.adult_hourly_cents as number) > 0 &&
    typeof rate.casual_loading_percent === 'number' &&
    rate.casual_loading_percent >= 0
  );
};

/** The rates of an answer, or an error for anything not shaped like one. */
export function payFloorRates(answer: unknown): PayFloorRate[] {
  const rates = (answer as { rates?: unknown } | null)?.rates;
  if (!Array.isArray(rates) || !rates.every(isRate)) {
    throw new Error('The minimum wage table did not have the expected shape.');
  }
  return rates;
}

async function fetchPayFloor(signal: AbortSignal): Promise<PayFloorRate[]> {
  const response = await fetch(PAY_FLOOR_URL, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${PAY_FLOOR_URL} answered ${response.status}`);
  return payFloorRates(await response.json());
}

/** The table, kept for an hour as the other screens keep it (it changes once a year). */
export function usePayFloor() {
  return useQuery({
    queryKey: ['employers-page', 'minimum-wage'],
    queryFn: ({ signal }) => fetchPayFloor(signal),
    staleTime: 60 * 60 * 1000,
  });
}
