import { apiClient, refreshResponse, getSession, markSessionReady, setSession } from 'shared-kit';

/**
 * Session start (SPEC section 4): with no stored user, one refresh is tried, so a user whose tab
 * was closed comes back signed in while the refresh cookie lives. Failure simply means a visitor.
 */
export async function startSession(): Promise<void> {
  try {
    if (!getSession()) {
      const user = await apiClient.request('POST', '/auth/refresh', { schema: refreshResponse });
      setSession(user);
    }
  } catch {
    // No valid refresh cookie: the visitor stays signed out.
  } finally {
    markSessionReady();
  }
}
