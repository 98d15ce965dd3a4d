// A moderator's decision on a listing: POST /moderator/listings/{id}/decision.
// - approve: a held listing is published (posted, keeping its place: approval never re-dates it,
//   so nobody can bump a listing through a hold), and open reports on a listing in any state are
//   dismissed;
// - reject: a held listing is not published;
// - remove: a live or held listing is taken down, and its employer's posting is suspended; on a
//   listing that is closed, expired or deleted by its employer but still has open reports, the
//   reports are upheld the same way (a scam is no less one for having closed).
// - remove, on a flagged employer's message (applications/thread/message-decision.ts): the
//   message is the ground, so the listing is taken down in any state (a closed listing's thread
//   stays open for a month), as long as our team has not already.
// Every decision closes the listing's open reports as dismissed (approve) or upheld, closes the
// employer's open request for a review of it, and is kept with who, when, why and the state it
// was made on. The employer is mailed the decision and its reason; the applicants still under way
// of a listing rejected or removed get our team's warning, which is not a rejection. All in one
// transaction that locks the listing: of two moderators deciding at once, the second finds the
// new state.
import { eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  moderationMessages,
  type ModerationDecision,
  type ModerationDecisionResponse,
  type TeamRemovalKind,
} from 'api-contract';
import { queryRows, type Database } from '../../db/client';
import {
  employers,
  listingHolds,
  listingReports,
  listings,
  moderationDecisions,
  reviewRequests,
  users,
} from '../../db/schema';
import { tableAs } from '../../db/sql-names';
import { enqueueMail } from '../../mail/queue';
import { listingDecisionMail, listingRemovedWarningMail } from '../../mail/moderation-templates';
import { HttpError } from '../../plugins/http/http-error';
import { liveApplicants } from '../closing-notices';
import { reasonKinds } from './review-status';

const l = alias(listings, 'l');
const e = alias(employers, 'e');
const u = alias(users, 'u');

export interface DecisionInput {
  listingId: string;
  moderatorId: string;
  decision: ModerationDecision;
  reason: string;
  now: Date;
  publicUrl: string;
  /** A removal grounded on one of the employer's messages rather than on the listing itself. */
  onMessage?: boolean;
}

interface Locked extends Record<string, unknown> {
  id: string;
  status: 'posted' | 'pending' | 'closed' | 'expired' | 'removed';
  title: string;
  employer_id: string;
  employer_email: string;
  business_name: string;
  open_reports: number;
  removed_by_team: boolean;
}

/**
 * Locks the listing's employer's row, then the listing's, in the order every writer of both takes
 * them (a profile save or an ABN check holding the employer's listings, a new listing under its
 * posting limits), so none of them can deadlock with a decision. Whether the listing exists.
 */
export async function lockListingAndEmployer(tx: Database, listingId: string): Promise<boolean> {
  await tx.execute(
    sql`select 1 from ${tableAs(e)} where ${e.userId} =
      (select ${l.employerId} from ${tableAs(l)} where ${l.id} = ${listingId}::uuid)
      for update of ${e}`,
  );
  const locked = await queryRows<{ id: string }>(
    tx,
    sql`select ${l.id} from ${tableAs(l)} where ${l.id} = ${listingId}::uuid for update of ${l}`,
  );
  return locked.length > 0;
}

/** Whether our team took the listing down (removed or rejected it), as opposed to its employer. */
export const removedByTeam = (listingId: SQL) =>
  sql`exists (select 1 from ${moderationDecisions}
    where ${moderationDecisions.listingId} = ${listingId}
      and ${moderationDecisions.decision} in ('remove', 'reject'))`;

/** Whether the decision fits the listing's state. */
function fits(decision: ModerationDecision, listing: Locked, onMessage: boolean): boolean {
  if (onMessage) return decision === 'remove' && !listing.removed_by_team;
  const held = listing.status === 'pending';
  const reported = listing.open_reports > 0;
  if (decision === 'approve') return held || reported;
  if (decision === 'reject') return held;
  return held || listing.status === 'posted' || reported;
}

export async function decideListing(
  db: Database,
  input: DecisionInput,
): Promise<ModerationDecisionResponse> {
  const { listingId, now, decision } = input;
  return db.transaction(async (tx) => {
    // Locked first, read after: a decision that waited for another's lock reads what that one
    // left (its open reports closed), not the snapshot from before the wait (READ COMMITTED).
    const [listing] = (await lockListingAndEmployer(tx, listingId))
      ? await queryRows<Locked>(
          tx,
          sql`select ${l.id}, ${l.status}, ${l.title}, ${l.employerId}, ${u.email} as employer_email,
              ${e.businessName},
              (select count(*)::int from ${listingReports}
                where ${listingReports.listingId} = ${l.id}
                  and ${listingReports.resolvedAt} is null) as open_reports,
              ${removedByTeam(sql`${l.id}`)} as removed_by_team
            from ${tableAs(l)}
            join ${tableAs(e)} on ${e.userId} = ${l.employerId}
            join ${tableAs(u)} on ${u.id} = ${e.userId}
            where ${l.id} = ${listingId}::uuid`,
        )
      : [];
    if (!listing) throw new HttpError(404, moderationMessages.notFound);
    if (!fits(decision, listing, input.onMessage === true))
      throw new HttpError(409, moderationMessages.notDecidable(decision));
    const [moderator] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, input.moderatorId));

    const reasonKind =
      decision === 'approve' ? null : await removalKind(tx, listing, input.onMessage === true);
    const status = await applyDecision(tx, decision, listing, input);
    await tx.delete(listingHolds).where(eq(listingHolds.listingId, listingId));
    await tx
      .update(listingReports)
      .set({ resolvedAt: now, outcome: decision === 'approve' ? 'dismissed' : 'upheld' })
      .where(sql`${listingReports.listingId} = ${listingId}::uuid
        and ${listingReports.resolvedAt} is null`);
    await tx.update(reviewRequests).set({ resolvedAt: now })
      .where(sql`${reviewRequests.listingId} = ${listingId}::uuid
        and ${reviewRequests.resolvedAt} is null`);
    const [record] = await tx
      .insert(moderationDecisions)
      .values({
        listingId,
        listingTitle: listing.title,
        employerId: listing.employer_id,
        moderatorId: input.moderatorId,
        moderatorEmail: moderator?.email ?? '',
        decision,
        reason: input.reason,
        reasonKind,
        decidedAt: now,
        priorStatus: listing.status,
      })
      .returning({ id: moderationDecisions.id });

    const job = { title: listing.title, businessName: listing.business_name };
    // A live listing whose reports were dismissed: nothing changed for its employer to hear.
    if (decision !== 'approve' || listing.status === 'pending') {
      const mail = listingDecisionMail(
        listing.employer_email,
        job,
        decision,
        input.reason,
        input.publicUrl,
      );
      await enqueueMail(tx, `moderation:${record?.id ?? listingId}`, mail, now);
    }
    if (decision !== 'approve') {
      for (const applicant of await liveApplicants(tx, listingId)) {
        const warning = listingRemovedWarningMail(applicant.email, job, input.publicUrl);
        await enqueueMail(tx, `listing-removed-by-team:${applicant.application_id}`, warning, now);
      }
    }
    return { status };
  });
}

/**
 * The kind of reason its employer reads for a removal or rejection: the message it was grounded
 * on, else the students' reports, else the first kind the listing was held for; else 'review'.
 * Read before the decision deletes the hold.
 */
async function removalKind(
  tx: Database,
  listing: Locked,
  onMessage: boolean,
): Promise<TeamRemovalKind> {
  if (onMessage) return 'message';
  if (listing.open_reports > 0) return 'reports';
  const [hold] = await tx
    .select({ reasons: listingHolds.reasons })
    .from(listingHolds)
    .where(eq(listingHolds.listingId, listing.id));
  return reasonKinds(hold?.reasons ?? [])[0] ?? 'review';
}

async function applyDecision(
  tx: Database,
  decision: ModerationDecision,
  listing: Locked,
  input: DecisionInput,
): Promise<ModerationDecisionResponse['status']> {
  const where = eq(listings.id, input.listingId);
  if (decision === 'approve') {
    if (listing.status !== 'pending') return listing.status;
    // Published in its place (its own date), and looked at again by the job-alert pass, which
    // passed it by while it was held; an alert it already matched is not mailed twice (a match
    // is keyed by alert and listing, alerts/matcher.ts).
    await tx.update(listings).set({ status: 'posted', alertsScannedAt: null }).where(where);
    return 'posted';
  }
  // Never to be alerted: marked as looked at (a held listing may not have been yet).
  await tx
    .update(listings)
    .set({
      status: 'removed',
      alertsScannedAt: sql`coalesce(${listings.alertsScannedAt}, ${input.now.toISOString()}::timestamptz)`,
    })
    .where(where);
  if (decision === 'remove') {
    await tx
      .update(employers)
      .set({ postingSuspendedAt: input.now })
      .where(eq(employers.userId, listing.employer_id));
  }
  return 'removed';
}
