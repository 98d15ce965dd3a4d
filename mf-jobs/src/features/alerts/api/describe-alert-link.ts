import { useQuery } from '@tanstack/react-query';
import { endpointKey, endpoints } from 'api-contract';
import { apiClient } from 'shared-kit';

/**
 * GET /alerts/describe?token=…: what the alert of a mailed link is for, so its page names it
 * before anyone acts. Reading changes nothing.
 */
export function useAlertLinkDescription(token: string | null) {
  return useQuery({
    queryKey: [...endpointKey(endpoints.alerts.describe), token],
    queryFn: ({ signal }) =>
      apiClient.call(endpoints.alerts.describe, { query: { token: token ?? '' }, signal }),
    enabled: token !== null,
    staleTime: Infinity,
  });
}
