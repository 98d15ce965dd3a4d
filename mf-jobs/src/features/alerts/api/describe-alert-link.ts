import { useQuery } from '@tanstack/react-query';
import { alerts } from 'api-contract/alerts';
import { endpointKey } from 'api-contract/common';
import { apiClient } from 'shared-kit';

/**
 * GET /alerts/describe?token=…: what the alert of a mailed link is for, so its page names it
 * before anyone acts. Reading changes nothing.
 */
export function useAlertLinkDescription(token: string | null) {
  return useQuery({
    queryKey: [...endpointKey(alerts.describe), token],
    queryFn: ({ signal }) =>
      apiClient.call(alerts.describe, { query: { token: token ?? '' }, signal }),
    enabled: token !== null,
    staleTime: Infinity,
  });
}
