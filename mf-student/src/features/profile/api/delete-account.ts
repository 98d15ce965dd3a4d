import { useMutation } from '@tanstack/react-query';
import { apiClient, apiPaths, deleteStudentAccountResponse, logError, logOut } from 'shared-kit';

/** DELETE /student/account, then logout and /auth/login (SPEC section 7). */
export async function deleteAccount() {
  await apiClient.delete(apiPaths.student.account, { schema: deleteStudentAccountResponse });
  await logOut();
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: deleteAccount,
    onError: (error) => logError('Deleting the student account failed', error),
  });
}
