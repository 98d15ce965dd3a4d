import {
  EMPLOYMENT_TYPE_LABELS,
  type EmploymentType,
  juniorMinimums,
  longDate,
  type MinimumWageRate,
  rateOn,
} from 'api-contract/listings';

/**
 * The junior age bands with their minimum hourly rates in force today (or the latest the API's
 * table has, once today is past it), and where those minimums come from.
 */
export function juniorRatesFor(
  rates: readonly MinimumWageRate[],
  type: EmploymentType,
  today: string,
) {
  const rate = rateOn(rates, today);
  if (!rate) return null;
  const casual = type === 'casual' || type === 'one_off';
  const loading = casual ? `, with the ${rate.casual_loading_percent}% casual loading` : '';
  return {
    bands: juniorMinimums(rate, type),
    source: `National minimum wage for ${EMPLOYMENT_TYPE_LABELS[type]} work from ${longDate(rate.from)}${loading}, set by ${rate.source.title}.`,
  };
}

/** "Usually reviews applications within 2 days", or null while there are too few to say. */
export function reviewTimeText(days: number | null): string | null {
  if (days === null) return null;
  return `Usually reviews applications within ${days} day${days === 1 ? '' : 's'}`;
}
