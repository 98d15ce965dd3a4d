import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, apiPaths, studentEmailResponse } from 'shared-kit';

/** GET /student/email: the account email that prefills the preferred email. */
export function getStudentEmail() {
  return apiClient.get(apiPaths.student.email, { schema: studentEmailResponse });
}

export const studentEmailQueryOptions = queryOptions({
  queryKey: ['student', 'email'],
  queryFn: getStudentEmail,
});

export function useStudentEmail(enabled: boolean) {
  return useQuery({ ...studentEmailQueryOptions, enabled });
}
