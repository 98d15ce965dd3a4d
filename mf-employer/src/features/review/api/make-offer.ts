import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  applications,
  type EmployerApplicationDetail,
  type MakeOfferRequest,
} from 'api-contract/applications';
import { endpointKey } from 'api-contract/common';
import { listings } from 'api-contract/listings';
import { apiClient, logError } from 'shared-kit';

/** POST /employer/applications/{id}/offer: the start date and hours a week (the pay is the listing's). */
export function makeOffer(id: string, body: MakeOfferRequest) {
  return apiClient.call(applications.makeOffer, { params: { id }, body });
}

/** On success the application shows the offer, and its history is read again. */
export function useMakeOffer(id: string) {
  const client = useQueryClient();
  const key = endpointKey(applications.employerApplication, { id });
  return useMutation({
    mutationFn: (body: MakeOfferRequest) => makeOffer(id, body),
    onSuccess: ({ status, offer }) => {
      client.setQueryData<EmployerApplicationDetail>(key, (old) =>
        old ? { ...old, status, offer } : old,
      );
      void client.invalidateQueries({ queryKey: key });
      void client.invalidateQueries({ queryKey: endpointKey(listings.employerListings) });
    },
    onError: (error) => logError('Making the offer failed', error),
  });
}
