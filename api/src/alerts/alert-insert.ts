// A new alert's search as the INSERTs of an account's alert (job-alerts.ts) and an address's
// alert (email-alerts.ts) write it: the columns, and their values in the same order.
import { sql, type SQL } from 'drizzle-orm';
import type { AlertSearch, JobAlert } from 'api-contract';
import { jobAlerts } from '../db/schema';
import { bareList } from '../db/sql-names';
import { prefixQueryText } from '../listings/search/words-query';
import { normalWords, searchKey } from './alert-search';

/** The search's columns, in the order of searchValues. */
export const SEARCH_COLUMNS = [
  jobAlerts.categoryCode,
  jobAlerts.words,
  jobAlerts.wordsQuery,
  jobAlerts.placeName,
  jobAlerts.latitude,
  jobAlerts.longitude,
  jobAlerts.radiusKm,
  jobAlerts.minHourlyCents,
  jobAlerts.frequency,
  jobAlerts.searchKey,
] as const;

export const searchColumnList = (
  first: (typeof jobAlerts)['userId' | 'email'],
  ...after: (typeof jobAlerts)['createdAt' | 'confirmedAt'][]
): SQL => bareList(first, ...SEARCH_COLUMNS, ...after);

/** The values of SEARCH_COLUMNS for `search`, its words kept as normalWords gives them. */
export function searchValues(search: AlertSearch, frequency: JobAlert['frequency']): SQL {
  const words = normalWords(search.q);
  const place = search.place;
  return sql`${search.category_code}, ${words}, ${prefixQueryText(words)}::tsquery,
    ${place?.name.trim() ?? null}, ${place?.lat ?? null}::float8, ${place?.lng ?? null}::float8,
    ${place?.radius_km ?? null}::float8, ${search.min_hourly_cents}::int, ${frequency},
    ${searchKey(search)}`;
}
