import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointKey, endpoints } from 'api-contract';
import { apiClient } from 'shared-kit';

/** GET /student/alerts: every alert of the student (at most 20), newest first. */
export function getAlerts() {
  return apiClient.call(endpoints.alerts.studentAlerts);
}

export const alertsQueryOptions = queryOptions({
  queryKey: endpointKey(endpoints.alerts.studentAlerts),
  queryFn: getAlerts,
});

export function useAlerts() {
  return useQuery(alertsQueryOptions);
}
