import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, apiPaths, qualificationsResponse } from 'shared-kit';

/** GET /system/qualifications: the list a student ticks. */
export function getQualifications() {
  return apiClient.get(apiPaths.system.qualifications, { schema: qualificationsResponse });
}

export const qualificationsQueryOptions = queryOptions({
  queryKey: ['system', 'qualifications'],
  queryFn: getQualifications,
  staleTime: 60 * 60 * 1000,
});

export function useQualifications() {
  return useQuery(qualificationsQueryOptions);
}
