// POST /employer/listings/{id}/close: the owner closes a listing as filled or
// cancelled. It stops taking applications (both browse and applying require status 'posted',
// capacity.ts), stays in the employer's list as closed, and keeps its job page, which says why.
// Its applicants still under way are told in the same transaction, in words that match the
// outcome; those the employer names as hired become hired (and are told so), never told the
// position has been filled, as those hired before through an offer are not.
import { and, eq, inArray } from 'drizzle-orm';
import type { CloseListingRequest } from 'api-contract';
import type { Database } from '../db/client';
import { applications, listings } from '../db/schema';
import { employerMessages } from '../accounts/employers/messages';
import { HttpError } from '../plugins/http/http-error';
import { notExpired } from './capacity';
import { queueClosingNotices, type NoticeContext } from './closing-notices';
import { ownedListingStatus } from './owned-listing-status';

/**
 * Moves the applications the employer named as hired to `hired`, in the close's transaction: the
 * applications module's (applications/hire-at-close.ts), given to the listing routes by app.ts,
 * since a module below it may not import it. Refuses (HttpError) a name it cannot hire, which
 * undoes the whole close.
 */
export type HireAtClose = (
  tx: Database,
  input: { employerId: string; applicationIds: readonly string[] },
  notices: NoticeContext,
) => Promise<void>;

export async function closeListing(
  db: Database,
  input: { listingId: string; employerId: string; request: CloseListingRequest; today: string },
  notices: NoticeContext,
  hireAtClose: HireAtClose,
): Promise<{ notified: number }> {
  const { outcome, hired = [] } = input.request;
  if (hired.length > 0 && outcome !== 'filled') {
    throw new HttpError(400, employerMessages.hiredOnlyWhenFilled);
  }
  const notified = await db.transaction(async (tx) => {
    const rows = await tx
      .update(listings)
      .set({ status: 'closed', closeOutcome: outcome, closedAt: notices.now })
      .where(
        and(
          eq(listings.id, input.listingId),
          eq(listings.employerId, input.employerId),
          inArray(listings.status, ['posted', 'pending']),
          notExpired(listings, input.today),
        ),
      )
      .returning({ id: listings.id });
    if (rows.length === 0) return null;
    if (hired.length > 0) {
      const found = await tx
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.listingId, input.listingId), inArray(applications.id, hired)));
      // The whole close is undone: nothing changed, nobody is told.
      if (found.length !== new Set(hired).size) {
        throw new HttpError(400, employerMessages.hiredNotAnApplicant);
      }
      await hireAtClose(tx, { employerId: input.employerId, applicationIds: hired }, notices);
    }
    return queueClosingNotices(tx, input.listingId, outcome, notices, new Set(hired));
  });
  if (notified !== null) return { notified };

  const status = await ownedListingStatus(db, input.listingId, input.employerId);
  if (status === 'removed') throw new HttpError(409, employerMessages.listingRemoved);
  if (status === 'closed') throw new HttpError(409, employerMessages.listingAlreadyClosed);
  // Expired, or past its date before the expiry job marked it.
  throw new HttpError(409, employerMessages.listingExpiredNotClosable);
}
