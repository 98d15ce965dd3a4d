import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, jobCategoriesResponse, qualificationsResponse } from '../contract';
import { apiClient } from './api-client';

/** GET /system/qualifications: the qualification list, cached for an hour across remotes. */
export const qualificationsQueryOptions = queryOptions({
  queryKey: ['system', 'qualifications'],
  queryFn: () => apiClient.get(apiPaths.system.qualifications, { schema: qualificationsResponse }),
  staleTime: 60 * 60 * 1000,
});

export function useQualifications() {
  return useQuery(qualificationsQueryOptions);
}

/** GET /system/job-categories: the categories in display order, cached for an hour. */
export const categoriesQueryOptions = queryOptions({
  queryKey: ['system', 'job-categories'],
  queryFn: () => apiClient.get(apiPaths.system.jobCategories, { schema: jobCategoriesResponse }),
  staleTime: 60 * 60 * 1000,
});

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}
