import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, apiPaths, jobCategoriesResponse } from 'shared-kit';

/** GET /system/job-categories: the categories in display order (HOSP and RETL first, OTHR last). */
export function getCategories() {
  return apiClient.get(apiPaths.system.jobCategories, { schema: jobCategoriesResponse });
}

export const categoriesQueryOptions = queryOptions({
  queryKey: ['system', 'job-categories'],
  queryFn: getCategories,
  staleTime: 60 * 60 * 1000,
});

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}
