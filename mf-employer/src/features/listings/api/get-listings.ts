import { endpointKey, LIST_PAGE_SIZE } from 'api-contract/common';
import { type EmployerListing, listings } from 'api-contract/listings';
import { apiClient, useKeysetPages, type KeysetCursor } from 'shared-kit';

/** GET /employer/listings: a page of the employer's listings, newest first. */
export async function getListings(cursor: KeysetCursor, signal?: AbortSignal) {
  const page = await apiClient.call(listings.employerListings, {
    query: { limit: LIST_PAGE_SIZE, ...cursor },
    signal,
  });
  return { rows: page.listings, total: page.total_listings };
}

export const listingsQueryKey = endpointKey(listings.employerListings);

export function useListings() {
  return useKeysetPages<EmployerListing>({
    queryKey: listingsQueryKey,
    pageSize: LIST_PAGE_SIZE,
    fetchPage: getListings,
  });
}
