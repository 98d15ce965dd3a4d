import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alerts } from 'api-contract/alerts';
import { ApiError, apiClient, logError } from 'shared-kit';
import { alertsQueryOptions } from './get-alerts';

/** DELETE /student/alerts/{id}. */
export function deleteAlert(id: string) {
  return apiClient.call(alerts.deleteAlert, { params: { id } });
}

/** A 404: the alert is gone already (deleted in another tab, or by its mail's unsubscribe link). */
export function isAlreadyGone(error: unknown) {
  return error instanceof ApiError && error.status === 404;
}

/** Delete an alert and take it off the list, also when it turns out to be gone already. */
export function useDeleteAlert() {
  const client = useQueryClient();
  const drop = (id: string) =>
    client.setQueryData(alertsQueryOptions.queryKey, (data) =>
      data ? { alerts: data.alerts.filter((a) => a.id !== id) } : data,
    );
  return useMutation({
    mutationFn: deleteAlert,
    onSuccess: (_response, id) => drop(id),
    onError: (error, id) => {
      if (isAlreadyGone(error)) drop(id);
      else logError('Deleting the job alert failed', error);
    },
  });
}
