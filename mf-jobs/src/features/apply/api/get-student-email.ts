import { queryOptions, useQuery } from '@tanstack/react-query';
import { accounts } from 'api-contract/accounts';
import { endpointKey } from 'api-contract/common';
import { apiClient } from 'shared-kit';

/** GET /student/email: the account email that prefills the preferred email. */
export function getStudentEmail() {
  return apiClient.call(accounts.studentEmail);
}

export const studentEmailQueryOptions = queryOptions({
  queryKey: endpointKey(accounts.studentEmail),
  queryFn: getStudentEmail,
});

export function useStudentEmail(enabled: boolean) {
  return useQuery({ ...studentEmailQueryOptions, enabled });
}
