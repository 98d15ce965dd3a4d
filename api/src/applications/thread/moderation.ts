// What moderators see of threads: an employer's message that showed scam signals or that its
// student reported, with its listing and employer, newest first. They act on the employer as they
// do for listings (pausing its posting); the student has the message's warning meanwhile.
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { threadMessages, type ModeratedMessagesResponse } from 'api-contract';
import type { Database } from '../../db/client';
import { applicationMessages, applications, employers, listings } from '../../db/schema';
import { createdAtText } from '../../listings/browse';
import { HttpError } from '../../plugins/http/http-error';
import { notFound } from './thread';
import { threadOf } from './parties';

const m = applicationMessages;

/** How many messages the moderators' list shows at most. */
export const MODERATED_MESSAGES_MAX = 100;

/** The student reports one of the employer's messages; reporting it again keeps the first reason. */
export async function reportMessage(
  db: Database,
  input: { applicationId: string; messageId: string; studentId: string; reason: string },
  now: Date,
): Promise<void> {
  const party = { role: 'student' as const, userId: input.studentId };
  await db.transaction(async (tx) => {
    const thread = await threadOf(tx, input.applicationId, party);
    if (!thread) throw notFound(party);
    const [message] = await tx
      .select({ senderRole: m.senderRole })
      .from(m)
      .where(and(eq(m.id, input.messageId), eq(m.applicationId, input.applicationId)));
    if (!message) throw new HttpError(404, threadMessages.messageNotFound);
    if (message.senderRole !== 'employer') {
      throw new HttpError(409, threadMessages.onlyEmployerMessages);
    }
    await tx
      .update(m)
      .set({ reportedAt: now, reportReason: input.reason })
      .where(and(eq(m.id, input.messageId), isNull(m.reportedAt)));
  });
}

export async function moderatedMessages(db: Database): Promise<ModeratedMessagesResponse> {
  const rows = await db
    .select({
      id: m.id,
      applicationId: m.applicationId,
      body: m.body,
      sentAt: sql<string>`${createdAtText(sql`${m.createdAt}`)}`,
      scamSignals: m.scamSignals,
      reportReason: m.reportReason,
      reportedAt: sql<string | null>`${createdAtText(sql`${m.reportedAt}`)}`,
      listingId: listings.id,
      title: listings.title,
      employerId: employers.userId,
      businessName: employers.businessName,
    })
    .from(m)
    .innerJoin(applications, eq(applications.id, m.applicationId))
    .innerJoin(listings, eq(listings.id, applications.listingId))
    .innerJoin(employers, eq(employers.userId, listings.employerId))
    .where(or(sql`${m.scamSignals} <> '{}'::text[]`, sql`${m.reportedAt} is not null`))
    .orderBy(desc(m.createdAt), desc(m.id))
    .limit(MODERATED_MESSAGES_MAX);
  return {
    messages: rows.map((row) => ({
      id: row.id,
      application_id: row.applicationId,
      body: row.body,
      sent_at: row.sentAt,
      scam_signals: row.scamSignals,
      report_reason: row.reportReason,
      reported_at: row.reportedAt,
      listing: { id: row.listingId, title: row.title },
      employer: { id: row.employerId, business_name: row.businessName },
    })),
  };
}
