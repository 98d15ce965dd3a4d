// GET /alerts/describe?token=…: what the alert a mailed link names is for, in a line, so the page
// behind the link can say it before anyone acts. Reading changes nothing. An alert not
// yet turned on (saved by email alone) is described from what the server knows, without its words,
// as its confirmation mail is (requested-search.ts): whoever asked is not necessarily the inbox's
// owner. A turned-on alert is described as its alert mails describe it, words included.
import { describeAlertSearch } from 'api-contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { categories, jobAlerts } from '../db/schema';
import { describeRequestedSearch } from './requested-search';
import { searchFromRow, type AlertRow } from './alert-search';

/** The alert's search in a line, or null when the alert no longer exists. */
export async function describeLinkedAlert(db: Database, alertId: string): Promise<string | null> {
  const [row] = await db
    .select({
      confirmedAt: jobAlerts.confirmedAt,
      categoryName: categories.displayName,
      category_code: jobAlerts.categoryCode,
      words: jobAlerts.words,
      place_name: jobAlerts.placeName,
      latitude: jobAlerts.latitude,
      longitude: jobAlerts.longitude,
      radius_km: jobAlerts.radiusKm,
      min_hourly_cents: jobAlerts.minHourlyCents,
    })
    .from(jobAlerts)
    .leftJoin(categories, eq(categories.code, jobAlerts.categoryCode))
    .where(eq(jobAlerts.id, alertId));
  if (!row) return null;
  // The column holds a category's code (a foreign key), typed as text by the schema.
  const search = searchFromRow({
    ...row,
    category_code: row.category_code as AlertRow['category_code'],
  });
  return row.confirmedAt === null
    ? describeRequestedSearch(search, row.categoryName)
    : describeAlertSearch(search, row.categoryName);
}
