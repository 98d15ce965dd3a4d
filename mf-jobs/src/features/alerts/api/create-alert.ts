import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alerts, type CreateJobAlertRequest } from 'api-contract/alerts';
import { endpointKey } from 'api-contract/common';
import { apiClient } from 'shared-kit';

/** POST /student/alerts: save a search as a job alert (409 with a detail for a duplicate or the cap). */
export function createAlert(body: CreateJobAlertRequest) {
  return apiClient.call(alerts.createAlert, { body });
}

/** Saves an alert; the profile's list of alerts is stale afterwards. */
export function useCreateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKey(alerts.studentAlerts) }),
  });
}
