// How much a student's report counts before a person has looked. An account costs nothing to
// make, so a report's weight comes from what does cost something: a university or TAFE address
// proved and in force, an account that has been used for a while, and past reports our team
// upheld. A fresh account's report weighs nothing: it still reaches a moderator, but it cannot hide
// a listing by itself, however many such accounts report.
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Database } from '../../db/client';
import { applications, listingReports, studentVerifications, users } from '../../db/schema';
import { tableAs } from '../../db/sql-names';
import { DAY_MS } from '../../plugins/time/clock';

const rep = alias(listingReports, 'rep');
const a = alias(applications, 'a');
const v = alias(studentVerifications, 'v');
const u = alias(users, 'u');

export const STANDING_WEIGHTS = {
  /** A university or TAFE address proved, and its verification still in force. */
  verified: 1,
  /** An account at least HISTORY_MIN_AGE_MS old that has applied for a job. */
  history: 0.5,
  /** More of their past reports upheld than dismissed. */
  trackRecord: 0.5,
} as const;

export const HISTORY_MIN_AGE_MS = 30 * DAY_MS;

/** Dismissed reports from which, when they outnumber the upheld ones, a student's word counts for nothing. */
export const DISMISSED_TO_DISCOUNT = 2;

export interface Standing {
  verified: boolean;
  /** Old enough and has applied for a job. */
  history: boolean;
  upheld: number;
  dismissed: number;
  /** Had a report of this same listing dismissed already. */
  dismissedHere: boolean;
}

/** A report's weight from its author's standing (no database: the rule alone). */
export function reportWeight(standing: Standing): number {
  if (standing.dismissedHere) return 0;
  if (standing.dismissed >= DISMISSED_TO_DISCOUNT && standing.dismissed > standing.upheld) return 0;
  let weight = 0;
  if (standing.verified) weight += STANDING_WEIGHTS.verified;
  if (standing.history) weight += STANDING_WEIGHTS.history;
  if (standing.upheld > standing.dismissed) weight += STANDING_WEIGHTS.trackRecord;
  return weight;
}

/** The student's standing now, as a report of `listingId` would be weighed. */
export async function reporterStanding(
  db: Database,
  input: { studentId: string; listingId: string; now: Date },
): Promise<Standing> {
  const now = sql`${input.now.toISOString()}::timestamptz`;
  const oldEnough = sql`${new Date(input.now.getTime() - HISTORY_MIN_AGE_MS).toISOString()}::timestamptz`;
  const [row] = await queryRows<{
    verified: boolean;
    history: boolean;
    upheld: number;
    dismissed: number;
    dismissed_here: boolean;
  }>(
    db,
    sql`select
        exists (select 1 from ${tableAs(v)}
          where ${v.studentId} = ${u.id} and ${v.expiresAt} > ${now}) as verified,
        (${u.createdAt} <= ${oldEnough}
          and exists (select 1 from ${tableAs(a)} where ${a.studentId} = ${u.id})) as history,
        (select count(*)::int from ${tableAs(rep)}
          where ${rep.studentId} = ${u.id} and ${rep.outcome} = 'upheld') as upheld,
        (select count(*)::int from ${tableAs(rep)}
          where ${rep.studentId} = ${u.id} and ${rep.outcome} = 'dismissed') as dismissed,
        exists (select 1 from ${tableAs(rep)}
          where ${rep.studentId} = ${u.id} and ${rep.listingId} = ${input.listingId}::uuid
            and ${rep.outcome} = 'dismissed') as dismissed_here
      from ${tableAs(u)} where ${u.id} = ${input.studentId}::uuid`,
  );
  return {
    verified: row?.verified ?? false,
    history: row?.history ?? false,
    upheld: row?.upheld ?? 0,
    dismissed: row?.dismissed ?? 0,
    dismissedHere: row?.dismissed_here ?? false,
  };
}
