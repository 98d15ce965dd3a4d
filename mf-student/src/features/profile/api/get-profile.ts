import { queryOptions, useQuery } from '@tanstack/react-query';
import { accounts } from 'api-contract/accounts';
import { endpointKey } from 'api-contract/common';
import { apiClient } from 'shared-kit';

/** GET /student/profile: the signed-in student's profile. */
export function getProfile() {
  return apiClient.call(accounts.studentProfile);
}

export const profileQueryOptions = queryOptions({
  queryKey: endpointKey(accounts.studentProfile),
  queryFn: getProfile,
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
