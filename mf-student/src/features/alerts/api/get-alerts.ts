import { queryOptions, useQuery } from '@tanstack/react-query';
import { alerts } from 'api-contract/alerts';
import { endpointKey } from 'api-contract/common';
import { apiClient } from 'shared-kit';

/** GET /student/alerts: every alert of the student (at most 20), newest first. */
export function getAlerts() {
  return apiClient.call(alerts.studentAlerts);
}

export const alertsQueryOptions = queryOptions({
  queryKey: endpointKey(alerts.studentAlerts),
  queryFn: getAlerts,
});

export function useAlerts() {
  return useQuery(alertsQueryOptions);
}
