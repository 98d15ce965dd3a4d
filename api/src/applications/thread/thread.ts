// The calls of an application's thread (docs/adr/0043-messages-stay-on-the-platform.md): reading
// a page (newest first, keyset on (sent at, id)), which marks the other side's messages read;
// writing one, under the rules of rules.ts, with its notice to the other side (notify.ts) and, for
// an employer's message, the listings' scam checks (listings/vetting/scam-signals.ts).
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import {
  SCAM_WARNING,
  type SendMessageRequest,
  type ThreadMessage,
  type ThreadQuery,
  type ThreadResponse,
} from 'api-contract';
import type { Database } from '../../db/client';
import { applicationMessages } from '../../db/schema';
import { createdAtText } from '../../listings/browse';
import { scamSignals } from '../../listings/vetting/scam-signals';
import { HttpError } from '../../plugins/http/http-error';
import { employerMessages } from '../../accounts/employers/messages';
import { studentMessages } from '../../accounts/students/messages';
import { queueMessageNotice } from './notify';
import { threadOf, type ThreadParty } from './parties';
import { refusalToWrite } from './rules';

const m = applicationMessages;

interface Context {
  publicUrl: string;
  now: Date;
}

const messageColumns = {
  id: m.id,
  senderRole: m.senderRole,
  body: m.body,
  sentAt: sql<string>`${createdAtText(sql`${m.createdAt}`)}`,
  readAt: sql<string | null>`${createdAtText(sql`${m.readAt}`)}`,
  scamSignals: m.scamSignals,
  reportedAt: m.reportedAt,
  decisionOutcome: m.decisionOutcome,
};

type MessageRow = {
  id: string;
  senderRole: 'student' | 'employer';
  body: string;
  sentAt: string;
  readAt: string | null;
  scamSignals: string[];
  reportedAt: Date | null;
  decisionOutcome: 'dismissed' | 'listing_removed' | null;
};

/**
 * A message as `party` reads it: the warning and the report are the student's to see. A warning
 * lasts until a moderator dismisses the message as no scam.
 */
function asRead(row: MessageRow, party: ThreadParty): ThreadMessage {
  const forStudent = party.role === 'student';
  return {
    id: row.id,
    from: row.senderRole,
    mine: row.senderRole === party.role,
    body: row.body,
    sent_at: row.sentAt,
    read_at: row.readAt,
    warning:
      forStudent &&
      row.senderRole === 'employer' &&
      row.scamSignals.length > 0 &&
      row.decisionOutcome !== 'dismissed'
        ? SCAM_WARNING
        : null,
    reported: forStudent && row.reportedAt !== null,
  };
}

async function employerHasWritten(db: Database, applicationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: m.id })
    .from(m)
    .where(and(eq(m.applicationId, applicationId), eq(m.senderRole, 'employer')))
    .limit(1);
  return row !== undefined;
}

/** Not a party, an unknown id or a pending upload: as the other calls of an application say. */
export function notFound(party: ThreadParty): HttpError {
  return new HttpError(
    404,
    party.role === 'student'
      ? studentMessages.applicationNotFound
      : employerMessages.applicationNotFound,
  );
}

export async function readThread(
  db: Database,
  input: { applicationId: string; party: ThreadParty; query: ThreadQuery },
  now: Date,
): Promise<ThreadResponse> {
  return db.transaction(async (tx) => {
    const thread = await threadOf(tx, input.applicationId, input.party);
    if (!thread) throw notFound(input.party);
    // Opening the thread reads the other side's messages.
    await tx
      .update(m)
      .set({ readAt: now })
      .where(
        and(
          eq(m.applicationId, input.applicationId),
          eq(m.recipientId, input.party.userId),
          isNull(m.readAt),
        ),
      );
    const { before_created_at: beforeAt, before_id: beforeId } = input.query;
    const cursor =
      beforeAt !== undefined && beforeId !== undefined
        ? or(
            lt(m.createdAt, new Date(beforeAt)),
            and(eq(m.createdAt, new Date(beforeAt)), lt(m.id, beforeId)),
          )
        : undefined;
    const rows = await tx
      .select(messageColumns)
      .from(m)
      .where(and(eq(m.applicationId, input.applicationId), cursor))
      .orderBy(desc(m.createdAt), desc(m.id))
      .limit(input.query.limit);
    const refusal = refusalToWrite(
      thread,
      input.party.role,
      await employerHasWritten(tx, input.applicationId),
      now,
    );
    return {
      messages: rows.map((row) => asRead(row, input.party)),
      can_send: refusal === null,
      closed_reason: refusal,
    };
  });
}

export async function sendMessage(
  db: Database,
  input: { applicationId: string; party: ThreadParty; request: SendMessageRequest },
  context: Context,
): Promise<ThreadMessage> {
  return db.transaction(async (tx) => {
    const thread = await threadOf(tx, input.applicationId, input.party);
    if (!thread) throw notFound(input.party);
    const { role } = input.party;
    const refusal = refusalToWrite(
      thread,
      role,
      await employerHasWritten(tx, input.applicationId),
      context.now,
    );
    if (refusal) throw new HttpError(409, refusal);
    const body = input.request.body;
    // The employer's words are checked as a listing's are; a signal warns, it never refuses.
    const signals =
      role === 'employer' ? [...new Set(scamSignals([body]).map((signal) => signal.code))] : [];
    const [row] = await tx
      .insert(m)
      .values({
        applicationId: input.applicationId,
        senderRole: role,
        senderId: input.party.userId,
        recipientId: thread.recipientId,
        body,
        createdAt: context.now,
        scamSignals: signals,
      })
      .returning(messageColumns);
    if (!row) throw new Error('message not written');
    await queueMessageNotice(tx, { thread, sender: role, body }, context);
    return asRead(row, input.party);
  });
}
