// The statements that make the moves of status.ts: one UPDATE or DELETE of applications (alias a)
// whose WHERE admits only the move's from-states, with the slots it frees given back in the same
// statement. Of two concurrent moves the second finds no row in its from-states and moves nothing.
import { applications, resumes, type ApplicationStatus } from '../db/schema';
import { sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { bare, tableAs } from '../db/sql-names';
import { releaseSlots } from '../listings/capacity';
import {
  APPLICATION_MOVES,
  APPLICATION_STATES,
  holdsSlot,
  type ApplicationState,
  type RemovalMove,
  type StatusMove,
} from './status';

/** The applications the moves update or delete: callers write their `where` over its columns. */
export const a = alias(applications, 'a');
const r = alias(resumes, 'r');

/**
 * The resume row of `a` says on which side of its upload the application is. The pending side
 * locks the row: a resume being stored at that moment (markResumeStored) is waited for and read
 * again, so removing pending applications never takes one whose resume has just arrived.
 */
const resumeOfA = (stored: boolean) =>
  stored
    ? sql`exists (select 1 from ${tableAs(r)} where ${r.applicationId} = ${a.id}
        and ${r.storedAt} is not null)`
    : sql`exists (select 1 from ${tableAs(r)} where ${r.applicationId} = ${a.id}
        and ${r.storedAt} is null for update)`;

// The statuses come from the table, never from input, so they are written as literals: constants
// the planner sees as such, in a statement text that does not vary.
const statusList = (statuses: readonly ApplicationStatus[]) =>
  sql.raw(statuses.map((status) => `'${status}'`).join(', '));

/** The condition "application `a` is in one of `states`". */
export function inStates(states: readonly ApplicationState[]): SQL {
  // Every state: also the rows with no resume row at all (demo data seeded without files).
  if (APPLICATION_STATES.every((state) => states.includes(state))) return sql`true`;
  const statuses = states.filter((state): state is ApplicationStatus => state !== 'pending');
  const stored = sql`${a.status} in (${statusList(statuses)}) and ${resumeOfA(true)}`;
  if (!states.includes('pending')) return stored;
  if (statuses.length === 0) return resumeOfA(false);
  return sql`((${stored}) or ${resumeOfA(false)})`;
}

/**
 * The upload move (pending to submitted), seen from the resume row it updates: the row's own
 * stored_at, the same test `inStates` makes through `a`.
 */
export const awaitingUpload = (resume: { storedAt: AnyPgColumn }): SQL =>
  sql`${resume.storedAt} is null`;

/**
 * `with moved as (update …)`: the move's status for the applications matching `where` (over `a`)
 * that are in its from-states, and their slots back when the move frees them. Rows of `moved`: id,
 * listing_id, student_id; follow with the caller's `select … from moved`.
 */
export function moveStatus(move: StatusMove, where: SQL): SQL {
  const { to } = APPLICATION_MOVES[move];
  const from: readonly ApplicationState[] = APPLICATION_MOVES[move].from;
  // RETURNING shows the new status only, so every from-state must agree on holding a slot.
  const frees = from.map((state) => holdsSlot(state) && !holdsSlot(to));
  if (new Set(frees).size !== 1) throw new Error(`${move}: from-states disagree on the slot`);
  const released = frees[0]
    ? sql`, released as (${releaseSlots(sql`select moved.listing_id from moved`)})`
    : sql``;
  return sql`with moved as (
      update ${tableAs(a)} set ${bare(a.status)} = ${statusList([to])}
      where (${where}) and ${inStates(from)}
      returning ${a.id}, ${a.listingId}, ${a.studentId}
    )${released}`;
}

/**
 * `with moved as (delete …)`: deletes the applications matching `where` (over `a`) that are in
 * the move's from-states (answers and resume rows go by cascade) and gives back the slots of those
 * that held one. Rows of `moved`: id, listing_id, student_id, status; the statement's snapshot
 * still shows their resume rows to the caller's `select … from moved`.
 */
export function removeApplications(move: RemovalMove, where: SQL): SQL {
  const from: readonly ApplicationState[] = APPLICATION_MOVES[move].from;
  // Pending is stored as submitted, so holding a slot is a question of the status column.
  const holding = APPLICATION_STATES.filter(
    (state): state is ApplicationStatus => state !== 'pending' && holdsSlot(state),
  );
  return sql`with moved as (
      delete from ${tableAs(a)}
      where (${where}) and ${inStates(from)}
      returning ${a.id}, ${a.listingId}, ${a.studentId}, ${a.status}
    ), released as (
      ${releaseSlots(
        sql`select moved.listing_id from moved where moved.status in (${statusList(holding)})`,
      )}
    )`;
}
