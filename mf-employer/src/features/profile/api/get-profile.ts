import { queryOptions, useQuery } from '@tanstack/react-query';
import { accounts } from 'api-contract/accounts';
import { endpointKey } from 'api-contract/common';
import { apiClient } from 'shared-kit';

/** GET /employer/profile: business name, email and description. */
export function getProfile() {
  return apiClient.call(accounts.employerProfile);
}

export const profileQueryOptions = queryOptions({
  queryKey: endpointKey(accounts.employerProfile),
  queryFn: getProfile,
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
