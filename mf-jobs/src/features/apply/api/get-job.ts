import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, apiPaths, studentJobResponse } from 'shared-kit';

/** GET /student/jobs/{id} (public): the job of the apply page. */
export function getJob(id: string) {
  return apiClient.get(apiPaths.student.job(id), { schema: studentJobResponse });
}

export const jobQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['jobs', 'detail', id], queryFn: () => getJob(id), retry: false });

export function useJob(id: string) {
  return useQuery({ ...jobQueryOptions(id), enabled: id !== '' });
}
