// The expiry job: a listing that passed its expiry date closes without anyone looking,
// so a scheduled task finds such listings and tells their applicants (closing-notices.ts), once:
// each listing is marked in the transaction that queues its notices. Runs once across replicas
// (plugins/app/scheduler.ts); a batch at a time, so a backlog never holds one long transaction.
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';
import { listings } from '../db/schema';
import { bare } from '../db/sql-names';
import { pastExpiry, postedListing } from './capacity';
import { queueClosingNotices, type NoticeContext } from './closing-notices';

const BATCH = 100;

/** Handles every listing past its expiry (market date `today`); returns how many. */
export async function closeExpiredListings(
  db: Database,
  today: string,
  context: NoticeContext,
): Promise<number> {
  let handled = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const due = await queryRows<{ id: string }>(
        tx,
        sql`select ${listings.id} from ${listings}
          where ${postedListing(listings)} and ${pastExpiry(listings, today)}
            and ${listings.expiryNotifiedAt} is null
          order by ${listings.expiryDate}, ${listings.id}
          limit ${BATCH}
          for update skip locked`,
      );
      for (const listing of due) {
        await queueClosingNotices(tx, listing.id, 'expired', context);
        await tx.execute(
          sql`update ${listings} set ${bare(listings.expiryNotifiedAt)} = ${context.now.toISOString()}::timestamptz
            where ${listings.id} = ${listing.id}::uuid`,
        );
      }
      return due.length;
    });
    handled += done;
    if (done < BATCH) return handled;
  }
}
