import { useMutation } from '@tanstack/react-query';
import { alerts } from 'api-contract/alerts';
import { apiClient } from 'shared-kit';

/**
 * POST /alerts/confirm?token=…: turn on the alert saved by email that the mailed link names. Only
 * on a click: mail scanners open the links in mails, and opening the page changes nothing.
 */
export function confirmAlert(token: string) {
  return apiClient.call(alerts.confirm, { query: { token } });
}

export function useConfirmAlert() {
  return useMutation({ mutationFn: confirmAlert });
}
