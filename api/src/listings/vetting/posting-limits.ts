// How much one employer may post: listings per
// hour and per day, and open listings at once, lower for an employer whose account is new. One
// account posted 15,000 listings in 108 seconds before these; a new employer's first listing is
// still public at once, the limits only stop a flood. Counted in the database, in the transaction
// that inserts the listing after locking the employer's row, so two posts at once cannot both pass
// the last free place, whichever replica takes them. A new employer's listings are also counted
// per client network (network-postings.ts): new accounts cost nothing, so three of them on one
// network share one new employer's budget.
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { postingLimitMessages } from 'api-contract';
import { queryRows, type Database } from '../../db/client';
import { employers, listings, users } from '../../db/schema';
import { tableAs } from '../../db/sql-names';
import { HttpError } from '../../plugins/http/http-error';
import { DAY_MS, HOUR_MS } from '../../plugins/time/clock';
import { notExpired } from '../capacity';

const l = alias(listings, 'l');
const e = alias(employers, 'e');
const u = alias(users, 'u');

export interface PostingLimit {
  perHour: number;
  perDay: number;
  /** Posted or held, not past their expiry date. */
  open: number;
}

export interface PostingLimits {
  /** An account younger than this is new. */
  newForMs: number;
  newEmployer: PostingLimit;
  established: PostingLimit;
}

export const DEFAULT_POSTING_LIMITS: PostingLimits = {
  newForMs: 7 * DAY_MS,
  // A café hiring for the season posts a handful; a new account needs no more in its first week.
  newEmployer: { perHour: 5, perDay: 10, open: 10 },
  // A chain with several shops posts more, yet a person never posts 50 listings in a day.
  established: { perHour: 20, perDay: 50, open: 100 },
};

/**
 * Counts one listing of a new employer for the request's network; throws 429 past the network's
 * budget. Returns what takes the count back (the listing was not made after all).
 */
export type CountNewEmployerPosting = () => Promise<() => Promise<void>>;

const noUndo = () => Promise.resolve();

/** 429 past an hourly limit, in the limit's words; the window is an hour at most. */
export const perHourRefusal = (max: number) =>
  new HttpError(429, postingLimitMessages.perHour(max), {
    'retry-after': String(Math.ceil(HOUR_MS / 1000)),
  });

/** 429 past a daily limit, in the limit's words. */
export const perDayRefusal = (max: number) =>
  new HttpError(429, postingLimitMessages.perDay(max), {
    'retry-after': String(Math.ceil(DAY_MS / 1000)),
  });

/** The limits multiplied by `scale` (POSTING_LIMIT_SCALE), each at least 1. */
export function scalePostingLimits(limits: PostingLimits, scale: number): PostingLimits {
  const times = (limit: PostingLimit): PostingLimit => ({
    perHour: Math.max(1, Math.round(limit.perHour * scale)),
    perDay: Math.max(1, Math.round(limit.perDay * scale)),
    open: Math.max(1, Math.round(limit.open * scale)),
  });
  return {
    newForMs: limits.newForMs,
    newEmployer: times(limits.newEmployer),
    established: times(limits.established),
  };
}

/**
 * Locks the employer's row, as every writer of an employer's listings takes it first, and refuses
 * with 403 while their posting is suspended (our team removed one of their listings): no new
 * listing, and no edit of one.
 */
export async function lockEmployerToPost(tx: Database, employerId: string): Promise<void> {
  const locked = await queryRows<{ suspended: boolean }>(
    tx,
    sql`select ${e.postingSuspendedAt} is not null as suspended from ${tableAs(e)}
      where ${e.userId} = ${employerId}::uuid for update of ${e}`,
  );
  if (!locked[0]) throw new HttpError(404, postingLimitMessages.noEmployer);
  if (locked[0].suspended) throw new HttpError(403, postingLimitMessages.suspended);
}

/**
 * Locks the employer's row and refuses with 429 when one more listing would pass a limit: a
 * suspended employer (our team removed one of their listings) with 403. A new employer's listing
 * is then counted for the request's network by `countNewEmployerPosting`; returns what takes that
 * count back.
 */
export async function checkPostingLimits(
  tx: Database,
  input: {
    employerId: string;
    now: Date;
    today: string;
    limits: PostingLimits;
    countNewEmployerPosting?: CountNewEmployerPosting;
  },
): Promise<() => Promise<void>> {
  const { now } = input;
  const at = (ms: number) => sql`${new Date(now.getTime() - ms).toISOString()}::timestamptz`;
  // Locked first, counted after: a statement that waited for the lock counts with a snapshot
  // taken after it (READ COMMITTED), so it sees the listing the previous holder inserted.
  await lockEmployerToPost(tx, input.employerId);
  const [row] = await queryRows<{
    joined_at: string;
    last_hour: number;
    last_day: number;
    open: number;
  }>(
    tx,
    sql`select
        (select ${u.createdAt} from ${tableAs(u)} where ${u.id} = ${e.userId}) as joined_at,
        (select count(*)::int from ${tableAs(l)}
          where ${l.employerId} = ${e.userId} and ${l.createdAt} > ${at(HOUR_MS)}) as last_hour,
        (select count(*)::int from ${tableAs(l)}
          where ${l.employerId} = ${e.userId} and ${l.createdAt} > ${at(DAY_MS)}) as last_day,
        (select count(*)::int from ${tableAs(l)}
          where ${l.employerId} = ${e.userId} and ${l.status} in ('posted', 'pending')
            and ${notExpired(l, input.today)}) as open
      from ${tableAs(e)} where ${e.userId} = ${input.employerId}::uuid`,
  );
  if (!row) throw new HttpError(404, postingLimitMessages.noEmployer);
  const isNew = now.getTime() - new Date(row.joined_at).getTime() < input.limits.newForMs;
  const limit = isNew ? input.limits.newEmployer : input.limits.established;
  if (row.last_hour >= limit.perHour) throw perHourRefusal(limit.perHour);
  if (row.last_day >= limit.perDay) throw perDayRefusal(limit.perDay);
  if (row.open >= limit.open) throw new HttpError(429, postingLimitMessages.open(limit.open));
  // Last, once the employer's own limits passed: a refused listing is never counted.
  return isNew && input.countNewEmployerPosting ? input.countNewEmployerPosting() : noUndo;
}
