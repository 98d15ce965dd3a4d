import { useQuery } from '@tanstack/react-query';
import { apiClient, apiPaths, employerApplicationResponse } from 'shared-kit';

/** GET /employer/applications/{id}: the application as the employer reviews it. */
export function getApplication(id: string) {
  return apiClient.get(apiPaths.employer.application(id), { schema: employerApplicationResponse });
}

export function useApplication(id: string) {
  return useQuery({
    queryKey: ['employer', 'applications', id],
    queryFn: () => getApplication(id),
    enabled: id !== '',
    retry: false,
  });
}
