import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointKey, endpoints } from 'api-contract';
import { apiClient } from 'shared-kit';

/** GET /student/resume: the saved resume, or null. */
export function getSavedResume() {
  return apiClient.call(endpoints.applications.savedResume);
}

export const savedResumeQueryOptions = queryOptions({
  queryKey: endpointKey(endpoints.applications.savedResume),
  queryFn: getSavedResume,
});

export function useSavedResume() {
  return useQuery(savedResumeQueryOptions);
}
