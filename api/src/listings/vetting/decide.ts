// A moderator's decision on a listing (issue 31): POST /moderator/listings/{id}/decision.
// - approve: a held listing is published (posted, dated now, its alerts go out at the next pass),
//   or a live one's reports are dismissed;
// - reject: a held listing is not published;
// - remove: a live or held listing is taken down, and its employer's posting is suspended.
// Every decision closes the listing's open reports and is kept with who, when and why. The
// employer is mailed the decision and its reason; the applicants still under way of a listing
// rejected or removed get our team's warning, which is not a rejection. All in one transaction
// that locks the listing: of two moderators deciding at once, the second finds the new state.
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  moderationMessages,
  type ModerationDecision,
  type ModerationDecisionResponse,
} from 'api-contract';
import { queryRows, type Database } from '../../db/client';
import {
  employers,
  listingHolds,
  listingReports,
  listings,
  moderationDecisions,
  users,
} from '../../db/schema';
import { tableAs } from '../../db/sql-names';
import { enqueueMail } from '../../mail/queue';
import { listingDecisionMail, listingRemovedWarningMail } from '../../mail/moderation-templates';
import { HttpError } from '../../plugins/http/http-error';
import { liveApplicants } from '../closing-notices';

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
}

interface Locked extends Record<string, unknown> {
  status: 'posted' | 'pending' | 'closed' | 'expired' | 'removed';
  title: string;
  employer_id: string;
  employer_email: string;
  business_name: string;
  open_reports: number;
}

/** Whether the decision fits the listing's state. */
function fits(decision: ModerationDecision, listing: Locked): boolean {
  if (decision === 'approve')
    return (
      listing.status === 'pending' || (listing.status === 'posted' && listing.open_reports > 0)
    );
  if (decision === 'reject') return listing.status === 'pending';
  return listing.status === 'pending' || listing.status === 'posted';
}

export async function decideListing(
  db: Database,
  input: DecisionInput,
): Promise<ModerationDecisionResponse> {
  const { listingId, now, decision } = input;
  return db.transaction(async (tx) => {
    // Locked first, read after: a decision that waited for another's lock reads what that one
    // left (its open reports closed), not the snapshot from before the wait (READ COMMITTED).
    const locked = await queryRows<{ id: string }>(
      tx,
      sql`select ${l.id} from ${tableAs(l)} where ${l.id} = ${listingId}::uuid for update of ${l}`,
    );
    const [listing] = locked[0]
      ? await queryRows<Locked>(
          tx,
          sql`select ${l.status}, ${l.title}, ${l.employerId}, ${u.email} as employer_email,
              ${e.businessName},
              (select count(*)::int from ${listingReports}
                where ${listingReports.listingId} = ${l.id}
                  and ${listingReports.resolvedAt} is null) as open_reports
            from ${tableAs(l)}
            join ${tableAs(e)} on ${e.userId} = ${l.employerId}
            join ${tableAs(u)} on ${u.id} = ${e.userId}
            where ${l.id} = ${listingId}::uuid`,
        )
      : [];
    if (!listing) throw new HttpError(404, moderationMessages.notFound);
    if (!fits(decision, listing))
      throw new HttpError(409, moderationMessages.notDecidable(decision));
    const [moderator] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, input.moderatorId));

    const status = await applyDecision(tx, decision, listing, input);
    await tx.delete(listingHolds).where(eq(listingHolds.listingId, listingId));
    await tx.update(listingReports).set({ resolvedAt: now })
      .where(sql`${listingReports.listingId} = ${listingId}::uuid
        and ${listingReports.resolvedAt} is null`);
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
        decidedAt: now,
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

async function applyDecision(
  tx: Database,
  decision: ModerationDecision,
  listing: Locked,
  input: DecisionInput,
): Promise<ModerationDecisionResponse['status']> {
  const where = eq(listings.id, input.listingId);
  if (decision === 'approve') {
    if (listing.status !== 'pending') return listing.status;
    // Published now: dated now, so it stands among the new listings, and not yet looked at by
    // the job-alert pass, so its alerts go out then (alerts/matcher.ts).
    await tx
      .update(listings)
      .set({ status: 'posted', createdAt: input.now, alertsScannedAt: null })
      .where(where);
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
