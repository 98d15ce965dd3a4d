// Sends an employer's live listings back to our team's review: each posted listing not past its
// expiry date becomes pending (out of browse, search, its page and alerts) with the reasons given,
// until a moderator decides (decide.ts). Used when something about the employer changes after
// their listings went live: the register says their ABN is cancelled, their business profile
// shows a scam signal, or any later re-check. A listing that already has a hold row keeps it, with
// the new reasons merged in (a reason of the same code is replaced, not repeated); the others get
// one. Runs in the caller's transaction, so the hold and what caused it are kept together.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { HoldReason } from 'api-contract';
import type { Database } from '../../db/client';
import { listingHolds, listings } from '../../db/schema';
import { bare } from '../../db/sql-names';
import { marketToday } from '../../plugins/time/dates';
import { liveListing } from '../capacity';

/** `existing` with `added` in place of any reason of the same code. */
export function mergeReasons(existing: readonly HoldReason[], added: readonly HoldReason[]) {
  const codes = new Set(added.map((reason) => reason.code));
  return [...existing.filter((reason) => !codes.has(reason.code)), ...added];
}

/** Holds the employer's live listings for review; returns the ids of those it held. */
export async function holdLiveListings(
  tx: Database,
  input: { employerId: string; reasons: readonly HoldReason[]; now: Date },
): Promise<string[]> {
  const { employerId, reasons, now } = input;
  if (reasons.length === 0) return [];
  const held = await tx
    .update(listings)
    .set({ status: 'pending' })
    .where(and(eq(listings.employerId, employerId), liveListing(listings, marketToday(now))))
    .returning({ id: listings.id });
  if (held.length === 0) return [];
  const ids = held.map((row) => row.id);
  const existing = await tx
    .select({ listingId: listingHolds.listingId, reasons: listingHolds.reasons })
    .from(listingHolds)
    .where(inArray(listingHolds.listingId, ids));
  const earlier = new Map(existing.map((row) => [row.listingId, row.reasons]));
  await tx
    .insert(listingHolds)
    .values(
      ids.map((listingId) => ({
        listingId,
        reasons: mergeReasons(earlier.get(listingId) ?? [], reasons),
        heldAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: listingHolds.listingId,
      // The merged reasons; the row's first date stays, so the queue keeps its order.
      set: { reasons: sql`excluded.${bare(listingHolds.reasons)}` },
    });
  return ids;
}
