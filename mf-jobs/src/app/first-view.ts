import type { QueryClient } from '@tanstack/react-query';
import { categoriesQueryOptions } from 'api-calls';
import { getSession, paths } from 'shared-kit';
import { jobQueryOptions } from '../features/apply/api/get-job';
import { categoryJobsQueryOptions } from '../features/browse/api/get-jobs-by-category';
import { filterFromSearch } from '../features/browse/browse-url';

/**
 * Loads into `client` what a screen's first view shows, through the same queries the screen runs
 * (so the page's answers match its calls); false for a screen that is not rendered on the server.
 * The site server's render runs it for a visitor, and the browser before the screen's first render
 * on a page that holds the server's view (shared-kit's primeFirstView). A call that fails leaves
 * its query failed, and the screen renders what it renders for that failure.
 */
export async function loadFirstView(client: QueryClient, url: URL): Promise<boolean> {
  if (url.pathname === paths.jobsApply) {
    const id = url.searchParams.get('id') ?? '';
    if (id === '') return false;
    await client.prefetchQuery(jobQueryOptions(id, getSession()?.user_id ?? null));
    return true;
  }
  if (url.pathname === paths.jobsSearch) {
    const filter = filterFromSearch(url.searchParams);
    await client.prefetchQuery(categoriesQueryOptions);
    const categories = client.getQueryData(categoriesQueryOptions.queryKey)?.categories ?? [];
    await Promise.all(
      categories.map(({ code }) =>
        client.prefetchInfiniteQuery(categoryJobsQueryOptions(code, filter)),
      ),
    );
    return true;
  }
  return false;
}
