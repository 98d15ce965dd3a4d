import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, endpointKey } from 'api-contract';
import { apiClient } from 'shared-kit';

/** GET /student/profile: the signed-in student's profile. */
export function getProfile() {
  return apiClient.call(endpoints.accounts.studentProfile);
}

export const profileQueryOptions = queryOptions({
  queryKey: endpointKey(endpoints.accounts.studentProfile),
  queryFn: getProfile,
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
