// DELETE /employer/listings/{id}: the owner removes a listing that is neither expired nor removed.
// The row and its applications stay (both sides keep their history); a removed listing leaves
// browse and takes no more applications, since both require status 'posted' (capacity.ts). Its
// applicants still under way are told, in the same transaction (closing-notices.ts).
import { and, eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { listings } from '../db/schema';
import { employerMessages } from '../accounts/employers/messages';
import { HttpError } from '../plugins/http/http-error';
import { notExpired } from './capacity';
import { queueClosingNotices, type NoticeContext } from './closing-notices';
import { ownedListingStatus } from './owned-listing-status';

export async function removeListing(
  db: Database,
  input: { listingId: string; employerId: string; today: string },
  notices: NoticeContext,
): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const rows = await tx
      .update(listings)
      .set({ status: 'removed' })
      .where(
        and(
          eq(listings.id, input.listingId),
          eq(listings.employerId, input.employerId),
          sql`${listings.status} not in ('removed', 'expired')`,
          notExpired(listings, input.today),
        ),
      )
      .returning({ id: listings.id, closeOutcome: listings.closeOutcome });
    const [row] = rows;
    // One its employer closed told its applicants then, and left out the ones hired on purpose.
    if (row && row.closeOutcome === null) {
      await queueClosingNotices(tx, input.listingId, 'removed', notices);
    }
    return row !== undefined;
  });
  if (removed) return;

  const status = await ownedListingStatus(db, input.listingId, input.employerId);
  if (status === 'removed') throw new HttpError(409, employerMessages.listingRemoved);
  throw new HttpError(409, employerMessages.listingExpired);
}
