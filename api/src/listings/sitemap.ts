// The listings of the site's sitemap (GET /system/jobs/sitemap): every open listing, as
// browse shows them (capacity.ts openListing), newest first, at most the sitemap protocol's 50,000.
// A listing's last change is its publication: a posted listing's words cannot be edited, and one
// that closes, fills or expires leaves the list instead of changing in it.
import { desc, sql } from 'drizzle-orm';
import { SITEMAP_MAX_URLS, type SitemapJob } from 'api-contract';
import type { Database } from '../db/client';
import { listings } from '../db/schema';
import { createdAtText } from './browse';
import { openListing, type MarketNow } from './capacity';

export async function listSitemapJobs(db: Database, at: MarketNow): Promise<SitemapJob[]> {
  return db
    .select({
      id: listings.id,
      last_modified: sql<string>`${createdAtText(sql`${listings.createdAt}`)}`,
    })
    .from(listings)
    .where(openListing(listings, at))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(SITEMAP_MAX_URLS);
}
