import type { QueryClient } from '@tanstack/react-query';
import { paths } from 'shared-kit';
import { reviewStatusQueryOptions } from '../features/our-review/api/get-review-status';
import { profileQueryOptions } from '../features/profile/api/get-profile';

/**
 * Loads into `client` what a screen's first view shows, through the same queries the screen runs;
 * false for a screen that is not rendered on the server. The calls are the signed-in employer's
 * own: the site server makes them with the access cookie the page came with, and renders nothing
 * when one fails (no session, another role), so the screen's failure states are never sent. The
 * browser runs it too, before the screen's first render on a page that holds the server's view
 * (shared-kit's primeFirstView).
 */
export async function loadFirstView(client: QueryClient, url: URL): Promise<boolean> {
  if (url.pathname === paths.employerProfile) {
    await Promise.all([
      client.prefetchQuery(profileQueryOptions),
      client.prefetchQuery(reviewStatusQueryOptions),
    ]);
    return true;
  }
  return false;
}
