import { apiPaths, okResponse } from '../contract';
import { apiClient } from './api-client';
import { logError } from './log';
import { queryClient } from './query-client';
import { paths } from './routes';
import { clearSession } from './session-store';

/**
 * Ends the session: the server revokes it (a failure there is logged, the tab still signs out),
 * this tab forgets the user and every cached answer, and /auth/login replaces the current history
 * entry so Back does not return to a page that needs the session (SPEC section 2).
 */
export async function logOut(): Promise<void> {
  await apiClient
    .post(apiPaths.auth.logout, { schema: okResponse })
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
