import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, endpointKey } from '../contract';
import { apiClient } from './api-client';

/** GET /system/qualifications: the qualification list, cached for an hour across remotes. */
export const qualificationsQueryOptions = queryOptions({
  queryKey: endpointKey(endpoints.system.qualifications),
  queryFn: () => apiClient.call(endpoints.system.qualifications),
  staleTime: 60 * 60 * 1000,
});

export function useQualifications() {
  return useQuery(qualificationsQueryOptions);
}

/** GET /system/job-categories: the categories in display order, cached for an hour. */
export const categoriesQueryOptions = queryOptions({
  queryKey: endpointKey(endpoints.system.jobCategories),
  queryFn: () => apiClient.call(endpoints.system.jobCategories),
  staleTime: 60 * 60 * 1000,
});

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}
