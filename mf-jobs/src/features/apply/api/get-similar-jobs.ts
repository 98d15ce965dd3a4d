import { useQuery } from '@tanstack/react-query';
import { endpointKey } from 'api-contract/common';
import { listings } from 'api-contract/listings';
import { apiClient } from 'shared-kit';

/**
 * Open jobs like the job `id`: its category, nearby, newest first, without the job
 * itself. The API looks the job up, so a removed one (whose page answers 410) has them too.
 */
export function useSimilarJobs(id: string) {
  return useQuery({
    queryKey: [...endpointKey(listings.similarJobs), id],
    queryFn: async ({ signal }) =>
      (await apiClient.call(listings.similarJobs, { params: { id }, signal })).jobs,
  });
}
