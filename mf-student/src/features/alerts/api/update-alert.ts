import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alerts, type JobAlert, type UpdateJobAlertRequest } from 'api-contract/alerts';
import { ApiError, apiClient, logError } from 'shared-kit';
import { alertsQueryOptions } from './get-alerts';

/** PUT /student/alerts/{id}: pause or resume, or change how often it mails. */
export function updateAlert({ id, change }: { id: string; change: UpdateJobAlertRequest }) {
  return apiClient.call(alerts.updateAlert, { params: { id }, body: change });
}

/**
 * Update an alert and put the API's copy of it in the list. A 404 means it is gone (its mail's
 * unsubscribe link, another tab): the list is fetched again, and the error still shows its detail.
 */
export function useUpdateAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAlert,
    onSuccess: ({ alert }) =>
      client.setQueryData(alertsQueryOptions.queryKey, (data) =>
        data ? { alerts: data.alerts.map((a): JobAlert => (a.id === alert.id ? alert : a)) } : data,
      ),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 404) {
        void client.invalidateQueries({ queryKey: alertsQueryOptions.queryKey });
      } else logError('Updating the job alert failed', error);
    },
  });
}
