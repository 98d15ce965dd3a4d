import { useQuery } from '@tanstack/react-query';
import { endpointKey } from 'api-contract/common';
import { moderation } from 'api-contract/moderation';
import { apiClient } from 'shared-kit';

/** GET /moderator/listings/{id}: the listing, why it is held, its reports and past decisions. */
export function getModeratedListing(id: string, signal?: AbortSignal) {
  return apiClient.call(moderation.listing, { params: { id }, signal });
}

export const moderatedListingKey = (id: string) => endpointKey(moderation.listing, { id });

/** Never older than the last visit: another moderator may have decided since. */
export function useModeratedListing(id: string | null) {
  return useQuery({
    queryKey: moderatedListingKey(id ?? ''),
    queryFn: ({ signal }) => getModeratedListing(id ?? '', signal),
    enabled: id !== null,
    staleTime: 0,
  });
}
