import { queryOptions, useQuery } from '@tanstack/react-query';
import { applications } from 'api-contract/applications';
import { endpointKey } from 'api-contract/common';
import { apiClient } from 'shared-kit';

/** GET /student/resume: the saved resume, or null. */
export function getSavedResume() {
  return apiClient.call(applications.savedResume);
}

export const savedResumeQueryOptions = queryOptions({
  queryKey: endpointKey(applications.savedResume),
  queryFn: getSavedResume,
});

export function useSavedResume() {
  return useQuery(savedResumeQueryOptions);
}
