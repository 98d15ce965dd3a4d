import { accounts } from 'api-contract/accounts';
import type { Endpoint } from 'api-contract/common';
import { apiClient } from './api-client';
import { logError } from './log';
import { queryClient } from './query-client';
import { paths } from './paths';
import { clearSession } from './session-store';

/**
 * Ends the session: the server revokes it (a failure there is logged, the tab still signs out),
 * this tab forgets the user and every cached answer, and /auth/login replaces the current history
 * entry so Back does not return to a page that needs the session (SPEC section 2).
 */
export async function logOut(): Promise<void> {
  await apiClient
    .call(accounts.logout)
    .catch((error: unknown) => logError('Logout failed on the server', error));
  leaveSignedOut();
}

/** Forgets the session locally and goes to the login screen, replacing history. */
export function leaveSignedOut(): void {
  clearSession();
  queryClient.clear();
  // single-spa patches replaceState, so the shell routes to mf-auth as for any navigation.
  window.history.replaceState(null, '', paths.login);
}

/**
 * The account deletion call the remote passes (its contract's `endpoints.applications.deleteStudentAccount` or
 * `endpoints.applications.deleteEmployerAccount`: DELETE /{role}/account), then logout and /auth/login (SPEC
 * section 7). The kit names no deletion call itself, so only the remote that deletes carries it.
 * Resolves false when the deletion fails: the failure is logged and the screen stays as it was
 * (SPEC section 8).
 */
export async function deleteAccountAndLogOut(
  deleteAccount: Endpoint<undefined, undefined, undefined>,
): Promise<boolean> {
  try {
    await apiClient.call(deleteAccount);
  } catch (error) {
    logError(`Deleting the account failed (${deleteAccount.method} ${deleteAccount.path})`, error);
    return false;
  }
  await logOut();
  return true;
}
