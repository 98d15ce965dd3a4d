// An application's status history (docs/adr/0042-the-hiring-pipeline.md): every move is written
// by the transaction that makes it, after the application's row was locked (lockApplication), so
// the move and its line commit together, and two moves of one application take turns. Both sides
// read the same history; its first line is the submission, the application's created_at.
import { asc, inArray, sql } from 'drizzle-orm';
import type { ApplicationActor, ApplicationEvent } from 'api-contract';
import { queryRows, type Database } from '../db/client';
import { applicationEvents, applications, type ApplicationStatus } from '../db/schema';

export interface Move {
  applicationId: string;
  from: ApplicationStatus;
  to: ApplicationStatus;
  actor: { role: ApplicationActor; id: string };
  at: Date;
  note?: string | null;
}

/** Writes one line of the history; call it in the move's transaction. Returns the line's id. */
export async function recordMove(tx: Database, move: Move): Promise<number> {
  const [line] = await tx
    .insert(applicationEvents)
    .values({
      applicationId: move.applicationId,
      fromStatus: move.from,
      toStatus: move.to,
      actorRole: move.actor.role,
      actorId: move.actor.id,
      at: move.at,
      note: move.note ?? null,
    })
    .returning({ id: applicationEvents.id });
  if (!line) throw new Error('no history line written');
  return line.id;
}

/**
 * Locks the application's row for the rest of the transaction and returns its status, or
 * undefined when there is none: a second move of it waits here until the first commits, then reads
 * the status the first left.
 */
export async function lockApplication(
  tx: Database,
  applicationId: string,
): Promise<ApplicationStatus | undefined> {
  const [row] = await queryRows<{ status: ApplicationStatus }>(
    tx,
    sql`select ${applications.status} from ${applications} where ${applications.id} = ${applicationId}::uuid for update`,
  );
  return row?.status;
}

/** The history of each application of `submitted` (id → created_at), oldest first. */
export async function historiesOf(
  db: Database,
  submitted: readonly { id: string; createdAt: string }[],
): Promise<Map<string, ApplicationEvent[]>> {
  const histories = new Map<string, ApplicationEvent[]>(
    submitted.map(({ id, createdAt }) => [
      id,
      [
        {
          from: null,
          to: 'submitted',
          actor: 'student',
          // In milliseconds, as every other line (a listing's created_at text has microseconds).
          at: new Date(createdAt).toISOString(),
          note: null,
        },
      ],
    ]),
  );
  if (submitted.length === 0) return histories;
  const rows = await db
    .select()
    .from(applicationEvents)
    .where(
      inArray(
        applicationEvents.applicationId,
        submitted.map(({ id }) => id),
      ),
    )
    .orderBy(asc(applicationEvents.id));
  for (const row of rows) {
    histories.get(row.applicationId)?.push({
      from: row.fromStatus,
      to: row.toStatus,
      actor: row.actorRole,
      at: row.at.toISOString(),
      note: row.note,
    });
  }
  return histories;
}
