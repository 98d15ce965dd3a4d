import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alerts } from 'api-contract/alerts';
import { endpointKey } from 'api-contract/common';
import { apiClient } from 'shared-kit';

/**
 * POST /alerts/unsubscribe?token=…: stop the alert the signed token names. Only on a click: a GET
 * of the page changes nothing, as mail scanners open the links in mails.
 */
export function unsubscribe(token: string) {
  return apiClient.call(alerts.unsubscribe, { query: { token } });
}

/**
 * Unsubscribes; a signed-in student's alerts list (mf-student, the same query client) is then
 * marked stale, so "Manage your job alerts" opens on the list without the stopped alert.
 */
export function useUnsubscribe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unsubscribe,
    onSuccess: () => client.invalidateQueries({ queryKey: endpointKey(alerts.studentAlerts) }),
  });
}
