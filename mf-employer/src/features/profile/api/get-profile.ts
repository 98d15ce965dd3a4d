import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, apiPaths, employerProfileResponse } from 'shared-kit';

/** GET /employer/profile: business name, email and description. */
export function getProfile() {
  return apiClient.get(apiPaths.employer.profile, { schema: employerProfileResponse });
}

export const profileQueryOptions = queryOptions({
  queryKey: ['employer', 'profile'],
  queryFn: getProfile,
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
