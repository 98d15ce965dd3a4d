import { useMutation } from '@tanstack/react-query';
import { alerts } from 'api-contract/alerts';
import { apiClient } from 'shared-kit';

/**
 * POST /alerts/unsubscribe?token=…: stop the alert the signed token names. Only on a click: a GET
 * of the page changes nothing, as mail scanners open the links in mails.
 */
export function unsubscribe(token: string) {
  return apiClient.call(alerts.unsubscribe, { query: { token } });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
