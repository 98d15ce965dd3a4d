// Open jobs like a listing that no longer takes applications (GET /system/jobs/{id}/similar):
// its category, within SIMILAR_JOBS_RADIUS_KM of it when its place is known, newest first, as
// browse shows them (browse.ts), without the listing itself. A removed listing has no page, but
// whoever followed its link still came for a job like it, so its category and place still count.
import { and, eq, ne } from 'drizzle-orm';
import {
  SIMILAR_JOBS,
  SIMILAR_JOBS_RADIUS_KM,
  type CategoryCode,
  type JobCard,
} from 'api-contract';
import type { Database } from '../db/client';
import { listings } from '../db/schema';
import { browseListings } from './browse';
import type { MarketNow } from './capacity';

/** The jobs like listing `id`, or undefined when it is unknown or held for review (no page). */
export async function findSimilarJobs(
  db: Database,
  id: string,
  at: MarketNow,
): Promise<JobCard[] | undefined> {
  const [listing] = await db
    .select({
      category: listings.categoryCode,
      latitude: listings.latitude,
      longitude: listings.longitude,
    })
    .from(listings)
    .where(and(eq(listings.id, id), ne(listings.status, 'pending')));
  if (!listing) return undefined;
  const near =
    listing.latitude !== null && listing.longitude !== null
      ? { lat: listing.latitude, long: listing.longitude, radius_km: SIMILAR_JOBS_RADIUS_KM }
      : {};
  // One more than shown: the listing itself may be among them while it is still open.
  const page = await browseListings(
    db,
    { category_code: listing.category as CategoryCode, limit: SIMILAR_JOBS + 1, ...near },
    at,
  );
  return page.jobs.filter((job) => job.id !== id).slice(0, SIMILAR_JOBS);
}
