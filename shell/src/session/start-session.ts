import { apiClient, getSession, markSessionReady } from 'shared-kit';
import { mayHaveSession } from './session-hint';

/**
 * Session start (SPEC section 4): with no stored user, one refresh is tried, so a user whose tab
 * was closed comes back signed in while the refresh cookie lives. Failure simply means a visitor.
 * It goes through the client's shared refresh: the API treats two refreshes with one cookie as a
 * replay, so a 401 retry racing session start must join this refresh, not start its own.
 * When the site server says the page came without a refresh cookie, the refresh could only fail
 * and is not sent: a visitor's first screen does not wait for that round trip.
 */
export async function startSession(): Promise<void> {
  try {
    if (!getSession() && mayHaveSession()) await apiClient.refresh();
  } finally {
    markSessionReady();
  }
}
