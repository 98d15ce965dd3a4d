import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, endpoints, endpointKey } from 'shared-kit';

/** GET /student/jobs/{id} (public): the job of the apply page. */
export function getJob(id: string) {
  return apiClient.call(endpoints.student.job, { params: { id } });
}

export const jobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: endpointKey(endpoints.student.job, { id }),
    queryFn: () => getJob(id),
    retry: false,
  });

export function useJob(id: string) {
  return useQuery({ ...jobQueryOptions(id), enabled: id !== '' });
}
