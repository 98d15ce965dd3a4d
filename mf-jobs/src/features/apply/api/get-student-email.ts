import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, endpointKey } from 'api-contract';
import { apiClient } from 'shared-kit';

/** GET /student/email: the account email that prefills the preferred email. */
export function getStudentEmail() {
  return apiClient.call(endpoints.accounts.studentEmail);
}

export const studentEmailQueryOptions = queryOptions({
  queryKey: endpointKey(endpoints.accounts.studentEmail),
  queryFn: getStudentEmail,
});

export function useStudentEmail(enabled: boolean) {
  return useQuery({ ...studentEmailQueryOptions, enabled });
}
