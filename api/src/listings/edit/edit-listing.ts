// PATCH /employer/listings/{id}: the owner edits an open listing (live or held, not past its
// expiry) as a new version. The edit is checked as a new listing is (create-listing.ts: the
// contract's field rules, the expiry, the pay floor; vetting/hold-reasons.ts: the scam signals,
// the business profile, the employer's history, the ABN, pay far above usual), and a paused
// employer cannot edit. An edit that trips a reason goes back to our team's review exactly as a
// new listing would (pending, with a hold); a held listing stays held whatever the edit. The
// request names the version it was read at: a stale one is refused (409) and nothing is saved.
// Applicants keep the version they applied to (listing_versions, and questions retired rather
// than rewritten: question-changes.ts).
import {
  editListingMessages,
  type EditListingRequest,
  type EditListingResponse,
  type MinimumWageRate,
} from 'api-contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { listingHolds, listings, listingVersions } from '../../db/schema';
import { bare } from '../../db/sql-names';
import { HttpError } from '../../plugins/http/http-error';
import { employerMessages } from '../../accounts/employers/messages';
import { checkExpiryAndPay, reasonsToHold } from '../posting-checks';
import { mergeReasons } from '../vetting/hold-live-listings';
import { lockEmployerToPost } from '../vetting/posting-limits';
import { reasonKinds } from '../vetting/review-status';
import { refuseUnlessEditable } from './editable';
import { listingColumns, type ListingColumns } from './listing-columns';
import { currentQuestions, reviseQuestions, sameQuestions } from './question-changes';

export interface EditListingInput {
  listingId: string;
  employerId: string;
  request: EditListingRequest;
  /** The national minimum wage table (app.minimumWages). */
  minimumWages: readonly MinimumWageRate[];
  today: string;
  now: Date;
}

/** Whether the listing's row already holds these columns. */
function sameColumns(row: Record<string, unknown>, columns: ListingColumns): boolean {
  return Object.entries(columns).every(([key, value]) => row[key] === value);
}

export async function editListing(
  db: Database,
  input: EditListingInput,
): Promise<EditListingResponse> {
  const { listingId, employerId, request, today, now } = input;
  checkExpiryAndPay(request, input.minimumWages, today);
  return db.transaction(async (tx) => {
    // The employer's row first, then the listing's, in the order every writer of both takes them.
    await lockEmployerToPost(tx, employerId);
    const [listing] = await tx
      .select()
      .from(listings)
      .where(and(eq(listings.id, listingId), eq(listings.employerId, employerId)))
      .for('update');
    if (!listing) throw new HttpError(404, employerMessages.listingNotFound);
    refuseUnlessEditable(listing, today);
    if (listing.version !== request.version) throw new HttpError(409, editListingMessages.stale);
    if (request.max_applications < listing.applicationsCount) {
      throw new HttpError(400, editListingMessages.belowApplications(listing.applicationsCount));
    }
    const status = listing.status === 'pending' ? 'pending' : 'posted';
    const columns = listingColumns(request);
    const asked = await currentQuestions(tx, listingId);
    const texts = request.questions.map((q) => q.text);
    if (sameColumns(listing, columns) && sameQuestions(asked, texts)) {
      return { id: listingId, status, version: listing.version };
    }

    const reasons = await reasonsToHold(tx, {
      employerId,
      request,
      minimumWages: input.minimumWages,
      today,
    });
    const version = listing.version + 1;
    const held = reasons.length > 0 || status === 'pending';
    await tx
      .update(listings)
      .set({ ...columns, version, status: held ? 'pending' : 'posted' })
      .where(eq(listings.id, listingId));
    await reviseQuestions(tx, { listingId, current: asked, texts, version });
    await tx.insert(listingVersions).values({ listingId, version, ...columns, createdAt: now });
    if (reasons.length === 0)
      return { id: listingId, status: held ? 'pending' : 'posted', version };
    await holdForReview(tx, { listingId, reasons, now });
    return { id: listingId, status: 'pending', version, review_reasons: reasonKinds(reasons) };
  });
}

/** Holds the listing with the edit's reasons, merged into those of a hold it already has. */
async function holdForReview(
  tx: Database,
  input: { listingId: string; reasons: Parameters<typeof mergeReasons>[1]; now: Date },
): Promise<void> {
  const [existing] = await tx
    .select({ reasons: listingHolds.reasons })
    .from(listingHolds)
    .where(eq(listingHolds.listingId, input.listingId));
  await tx
    .insert(listingHolds)
    .values({
      listingId: input.listingId,
      reasons: mergeReasons(existing?.reasons ?? [], input.reasons),
      heldAt: input.now,
    })
    .onConflictDoUpdate({
      target: listingHolds.listingId,
      // The queue keeps the first date of a listing already held.
      set: { reasons: sql`excluded.${bare(listingHolds.reasons)}` },
    });
}
