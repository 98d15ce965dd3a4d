import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, endpointKey } from 'api-contract';
import { apiClient } from 'shared-kit';

/** GET /employer/profile: business name, email and description. */
export function getProfile() {
  return apiClient.call(endpoints.accounts.employerProfile);
}

export const profileQueryOptions = queryOptions({
  queryKey: endpointKey(endpoints.accounts.employerProfile),
  queryFn: getProfile,
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
