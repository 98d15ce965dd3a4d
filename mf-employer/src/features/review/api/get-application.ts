import { useQuery } from '@tanstack/react-query';
import { endpoints, endpointKey } from 'api-contract';
import { apiClient } from 'shared-kit';

/** GET /employer/applications/{id}: the application as the employer reviews it. */
export function getApplication(id: string) {
  return apiClient.call(endpoints.applications.employerApplication, { params: { id } });
}

export function useApplication(id: string) {
  return useQuery({
    queryKey: endpointKey(endpoints.applications.employerApplication, { id }),
    queryFn: () => getApplication(id),
    enabled: id !== '',
    retry: false,
  });
}
