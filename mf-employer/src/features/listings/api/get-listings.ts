import {
  LIST_PAGE_SIZE,
  apiClient,
  apiPaths,
  employerListingsResponse,
  useKeysetPages,
  type EmployerListing,
  type KeysetCursor,
} from 'shared-kit';

/** GET /employer/listings: a page of the employer's listings, newest first. */
export async function getListings(cursor: KeysetCursor, signal?: AbortSignal) {
  const page = await apiClient.get(apiPaths.employer.listings, {
    query: { limit: LIST_PAGE_SIZE, ...cursor },
    schema: employerListingsResponse,
    signal,
  });
  return { rows: page.listings, total: page.total_listings };
}

export const listingsQueryKey = ['employer', 'listings'] as const;

export function useListings() {
  return useKeysetPages<EmployerListing>({
    queryKey: listingsQueryKey,
    pageSize: LIST_PAGE_SIZE,
    fetchPage: getListings,
  });
}
