// Reinstating an employer: POST /moderator/employers/{id}/reinstate. Removing one of
// their listings paused their posting (decide.ts); a moderator who has reviewed the account opens
// it again, with a reason the employer is mailed. Kept with the other decisions: who, when, why.
import { eq, sql } from 'drizzle-orm';
import { reinstateMessages, type ReinstateEmployerResponse } from 'api-contract';
import { queryRows, type Database } from '../../db/client';
import { employers, moderationDecisions, reviewRequests, users } from '../../db/schema';
import { enqueueMail } from '../../mail/queue';
import { postingReinstatedMail } from '../../mail/moderation-templates';
import { HttpError } from '../../plugins/http/http-error';

export async function reinstateEmployer(
  db: Database,
  input: { employerId: string; moderatorId: string; reason: string; now: Date; publicUrl: string },
): Promise<ReinstateEmployerResponse> {
  return db.transaction(async (tx) => {
    const [employer] = await queryRows<{ suspended: boolean; email: string }>(
      tx,
      sql`select ${employers.postingSuspendedAt} is not null as suspended,
          (select ${users.email} from ${users} where ${users.id} = ${employers.userId}) as email
        from ${employers} where ${employers.userId} = ${input.employerId}::uuid
        for update`,
    );
    if (!employer) throw new HttpError(404, reinstateMessages.notFound);
    if (!employer.suspended) throw new HttpError(409, reinstateMessages.notSuspended);
    await tx
      .update(employers)
      .set({ postingSuspendedAt: null })
      .where(eq(employers.userId, input.employerId));
    // The employer's request for a review of their paused posting is answered by this.
    await tx.update(reviewRequests).set({ resolvedAt: input.now })
      .where(sql`${reviewRequests.employerId} = ${input.employerId}::uuid
        and ${reviewRequests.listingId} is null and ${reviewRequests.resolvedAt} is null`);
    const [moderator] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, input.moderatorId));
    const [record] = await tx
      .insert(moderationDecisions)
      .values({
        employerId: input.employerId,
        moderatorId: input.moderatorId,
        moderatorEmail: moderator?.email ?? '',
        decision: 'reinstate',
        reason: input.reason,
        decidedAt: input.now,
      })
      .returning({ id: moderationDecisions.id });
    const mail = postingReinstatedMail(employer.email, input.reason, input.publicUrl);
    await enqueueMail(tx, `moderation:${record?.id ?? input.employerId}`, mail, input.now);
    return { posting_suspended: false as const };
  });
}
