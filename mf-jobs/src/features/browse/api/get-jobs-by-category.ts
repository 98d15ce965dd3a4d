import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { BROWSE_FIRST_PAGE_SIZE, BROWSE_MORE_PAGE_SIZE, endpointKey } from 'api-contract/common';
import { type CategoryCode, type JobsByCategoryResponse, listings } from 'api-contract/listings';
import { apiClient } from 'shared-kit';
import type { BrowseFilter } from '../browse-filter';

/** The key every category's jobs live under (Apply and Clear reset them all). */
export const jobsByCategoryKey = endpointKey(listings.jobsByCategory);

/** The key of one category's pages for one filter. */
export const categoryJobsKey = (category: CategoryCode, filter: BrowseFilter) =>
  [...jobsByCategoryKey, category, filter] as const;

/** The last card shown; with search words also its rank, as results come best rank first. */
type Cursor = { before_created_at: string; before_id: string; before_rank?: number } | null;

/**
 * GET /system/jobs/by-category: one page of a category after `cursor`; newest first, or with words
 * best match (rank 1) first and then newest.
 */
export function getJobsByCategory(
  category: CategoryCode,
  filter: BrowseFilter,
  cursor: Cursor,
  signal?: AbortSignal,
) {
  return apiClient.call(listings.jobsByCategory, {
    query: {
      category_code: category,
      limit: cursor ? BROWSE_MORE_PAGE_SIZE : BROWSE_FIRST_PAGE_SIZE,
      before_created_at: cursor?.before_created_at,
      before_id: cursor?.before_id,
      before_rank: cursor?.before_rank,
      ...(filter.words !== '' ? { q: filter.words } : {}),
      ...(filter.place
        ? { lat: filter.place.lat, long: filter.place.lng, radius_km: filter.radiusKm }
        : {}),
      ...(filter.minHourlyCents !== null ? { min_hourly_cents: filter.minHourlyCents } : {}),
    },
    signal,
  });
}

/**
 * The next page's cursor: the last card of the last page, while the API says there is more. A
 * search's cards carry their rank, and the page after must continue within it.
 */
export function nextCursor(last: JobsByCategoryResponse): Cursor | undefined {
  const job = last.jobs.at(-1);
  if (!last.has_more || !job) return undefined;
  const cursor = { before_created_at: job.created_at, before_id: job.id };
  return job.rank === undefined ? cursor : { ...cursor, before_rank: job.rank };
}

/**
 * One category's jobs: 3 first, 6 per 'More' (SPEC section 9), each category with its own loading
 * and has-more state. A failed first page reads as an empty list with no more (SPEC section 8).
 */
export const categoryJobsQueryOptions = (category: CategoryCode, filter: BrowseFilter) =>
  infiniteQueryOptions({
    queryKey: categoryJobsKey(category, filter),
    queryFn: ({ pageParam, signal }) => getJobsByCategory(category, filter, pageParam, signal),
    initialPageParam: null as Cursor,
    getNextPageParam: nextCursor,
    retry: false,
  });

export function useCategoryJobs(category: CategoryCode, filter: BrowseFilter) {
  return useInfiniteQuery(categoryJobsQueryOptions(category, filter));
}
