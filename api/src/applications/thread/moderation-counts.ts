// GET /moderator/counts: how many wait on each tab of the moderators' queue, counted whole in one
// statement, by the same conditions the tabs' lists read (listings/vetting/moderation-queue.ts,
// waitsForModerator of moderation.ts here, listings/vetting/review-requests.ts), so a tab's count
// and its list never disagree. Here, not in listings: the messages are the applications' unit,
// which may read listings' tables, not the other way round.
import { sql } from 'drizzle-orm';
import type { ModerationCountsResponse } from 'api-contract';
import { queryRows, type Database } from '../../db/client';
import { applicationMessages, listingReports, listings, reviewRequests } from '../../db/schema';
import { waitsForModerator } from './moderation';

export async function moderationCounts(db: Database): Promise<ModerationCountsResponse> {
  const [row] = await queryRows<ModerationCountsResponse & Record<string, unknown>>(
    db,
    sql`select
      (select count(*)::int from ${listings} where ${listings.status} = 'pending') as pending,
      (select count(distinct ${listingReports.listingId})::int from ${listingReports}
        where ${listingReports.resolvedAt} is null) as reported,
      (select count(*)::int from ${applicationMessages} where ${waitsForModerator}) as messages,
      (select count(*)::int from ${reviewRequests}
        where ${reviewRequests.resolvedAt} is null) as requests`,
  );
  return row ?? { pending: 0, reported: 0, messages: 0, requests: 0 };
}
