import { useQuery } from '@tanstack/react-query';
import { applications } from 'api-contract/applications';
import { endpointKey } from 'api-contract/common';
import { apiClient } from 'shared-kit';

/** GET /employer/applications/{id}: the application as the employer reviews it. */
export function getApplication(id: string) {
  return apiClient.call(applications.employerApplication, { params: { id } });
}

export function useApplication(id: string) {
  return useQuery({
    queryKey: endpointKey(applications.employerApplication, { id }),
    queryFn: () => getApplication(id),
    enabled: id !== '',
    retry: false,
    // The student answers from their own page (picks a time, accepts the offer): read again when
    // the employer comes back to the tab, and each minute while it is open.
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
  });
}
