// Why a change to an employer's own listing (close, delete) matched no row: the listing's stored
// status, or 404 when it is not theirs. Another employer's listing looks exactly like an unknown
// one.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { listings } from '../db/schema';
import { employerMessages } from '../accounts/employers/messages';
import { HttpError } from '../plugins/http/http-error';

export async function ownedListingStatus(
  db: Database,
  listingId: string,
  employerId: string,
): Promise<(typeof listings.$inferSelect)['status']> {
  const [row] = await db
    .select({ status: listings.status })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.employerId, employerId)));
  if (!row) throw new HttpError(404, employerMessages.listingNotFound);
  return row.status;
}
