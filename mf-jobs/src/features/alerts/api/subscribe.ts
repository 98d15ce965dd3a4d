import { useMutation } from '@tanstack/react-query';
import { alerts, type SubscribeJobAlertRequest } from 'api-contract/alerts';
import { apiClient } from 'shared-kit';

/**
 * POST /alerts/subscribe: save a search as a job alert by email, no account needed. The API mails
 * a link that turns it on (429 with a detail when an address or a visitor asks too often).
 */
export function subscribe(body: SubscribeJobAlertRequest) {
  return apiClient.call(alerts.subscribe, { body });
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
