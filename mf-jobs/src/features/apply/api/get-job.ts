import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointKey } from 'api-contract/common';
import { listings } from 'api-contract/listings';
import { apiClient, useSession } from 'shared-kit';

/** GET /student/jobs/{id} (public): the job of the apply page, with the student's application. */
export function getJob(id: string) {
  return apiClient.call(listings.job, { params: { id } });
}

/** Keyed by who is asking as well: a signed-in student's answer carries their own application. */
export const jobQueryOptions = (id: string, viewer: string | null) =>
  queryOptions({
    queryKey: [...endpointKey(listings.job, { id }), viewer],
    queryFn: () => getJob(id),
    retry: false,
  });

export function useJob(id: string) {
  const viewer = useSession()?.user_id ?? null;
  return useQuery({ ...jobQueryOptions(id, viewer), enabled: id !== '' });
}
