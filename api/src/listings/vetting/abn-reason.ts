// An employer whose ABN the Australian Business Register says is cancelled: each new listing of
// theirs waits for our team while the answer kept for their ABN says so (their live ones were
// held when the answer came, abn-check.ts). Only the answer about the ABN the profile gives now
// counts; without an ABR key there is no answer, and no reason.
import { and, eq } from 'drizzle-orm';
import type { HoldReason } from 'api-contract';
import type { Database } from '../../db/client';
import { abnLookups, employers } from '../../db/schema';

export const ABN_CANCELLED_REASON: HoldReason = {
  code: 'abn_cancelled',
  kind: 'abn',
  label: 'The ABN is cancelled on the Australian Business Register',
  excerpt: null,
};

/** The reason to hold the employer's new listing for their ABN, or null. */
export async function abnReason(db: Database, employerId: string): Promise<HoldReason | null> {
  const [row] = await db
    .select({ status: abnLookups.status })
    .from(abnLookups)
    .innerJoin(
      employers,
      and(eq(employers.userId, abnLookups.employerId), eq(employers.abn, abnLookups.abn)),
    )
    .where(eq(abnLookups.employerId, employerId));
  return row?.status === 'cancelled' ? ABN_CANCELLED_REASON : null;
}
