import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, apiPaths, studentProfileResponse } from 'shared-kit';

/** GET /student/profile: the signed-in student's profile. */
export function getProfile() {
  return apiClient.get(apiPaths.student.profile, { schema: studentProfileResponse });
}

export const profileQueryOptions = queryOptions({
  queryKey: ['student', 'profile'],
  queryFn: getProfile,
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
