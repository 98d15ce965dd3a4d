// What moderators see of threads: an employer's message that showed scam signals or that its
// student reported, with its listing and employer, newest first, until a moderator deals with it
// (message-decision.ts); those dealt with are a list of their own. A report made after a decision
// puts the message back in the list: the student saw something the moderator had not.
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  MODERATED_MESSAGES_MAX,
  threadMessages,
  type MessageOutcome,
  type ModeratedMessagesResponse,
} from 'api-contract';
import type { Database } from '../../db/client';
import { applicationMessages, applications, employers, listings, users } from '../../db/schema';
import { createdAtText } from '../../listings/browse';
import { SCAM_SIGNALS } from '../../listings/vetting/scam-signals';
import { HttpError } from '../../plugins/http/http-error';
import { notFound } from './thread';
import { threadOf } from './parties';

const m = applicationMessages;

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

/** Flagged by the scam checks or reported by its student. */
export const flaggedOrReported = sql`(${m.scamSignals} <> '{}'::text[] or ${m.reportedAt} is not null)`;

/** Waits for a moderator: not dealt with, or reported since (the partial index's condition). */
export const waitsForModerator = sql`${flaggedOrReported}
  and (${m.decidedAt} is null or ${m.reportedAt} > ${m.decidedAt})`;

const SIGNAL_LABELS = new Map<string, string>(SCAM_SIGNALS.map((rule) => [rule.code, rule.label]));

const moderator = alias(users, 'moderator');

/** The flagged or reported messages no moderator has dealt with, newest first. */
export function moderatedMessages(db: Database): Promise<ModeratedMessagesResponse> {
  return moderationList(db, waitsForModerator, [desc(m.createdAt), desc(m.id)]);
}

/** The messages moderators dealt with, the latest decision first. */
export function dealtWithMessages(db: Database): Promise<ModeratedMessagesResponse> {
  return moderationList(db, sql`${m.decidedAt} is not null`, [desc(m.decidedAt), desc(m.id)]);
}

async function moderationList(
  db: Database,
  where: SQL,
  order: SQL[],
): Promise<ModeratedMessagesResponse> {
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
      listingStatus: listings.status,
      employerId: employers.userId,
      businessName: employers.businessName,
      decidedAt: sql<string | null>`${createdAtText(sql`${m.decidedAt}`)}`,
      outcome: m.decisionOutcome,
      note: m.decisionNote,
      moderatorEmail: moderator.email,
    })
    .from(m)
    .innerJoin(applications, eq(applications.id, m.applicationId))
    .innerJoin(listings, eq(listings.id, applications.listingId))
    .innerJoin(employers, eq(employers.userId, listings.employerId))
    .leftJoin(moderator, eq(moderator.id, m.decidedBy))
    .where(where)
    .orderBy(...order)
    .limit(MODERATED_MESSAGES_MAX);
  return {
    messages: rows.map((row) => ({
      id: row.id,
      application_id: row.applicationId,
      body: row.body,
      sent_at: row.sentAt,
      scam_signals: row.scamSignals,
      signals: row.scamSignals.map((code) => ({ code, label: SIGNAL_LABELS.get(code) ?? code })),
      report_reason: row.reportReason,
      reported_at: row.reportedAt,
      listing: { id: row.listingId, title: row.title, status: row.listingStatus },
      employer: { id: row.employerId, business_name: row.businessName },
      decision: decisionOf(row),
    })),
  };
}

function decisionOf(row: {
  decidedAt: string | null;
  outcome: MessageOutcome | null;
  note: string | null;
  moderatorEmail: string | null;
}) {
  if (row.decidedAt === null || row.outcome === null) return null;
  return {
    outcome: row.outcome,
    note: row.note ?? '',
    decided_at: row.decidedAt,
    moderator_email: row.moderatorEmail ?? '',
  };
}
