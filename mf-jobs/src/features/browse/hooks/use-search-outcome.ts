import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { type CategoryCode, type JobsByCategoryResponse } from 'api-contract';
import { useCategories } from 'api-calls';
import { categoryJobsKey, jobsByCategoryKey } from '../api/get-jobs-by-category';
import type { BrowseFilter } from '../browse-filter';

/**
 * Across every category: still loading, nothing found anywhere, some jobs, or nothing found where
 * it could look while a category failed to load (its section says so; no "no matches" claim).
 */
export type SearchOutcome = 'loading' | 'none' | 'some' | 'failed';

function outcomeOf(
  client: QueryClient,
  codes: readonly CategoryCode[],
  filter: BrowseFilter,
): SearchOutcome {
  let loading = codes.length === 0;
  let failed = false;
  for (const code of codes) {
    const state = client.getQueryState<InfiniteData<JobsByCategoryResponse>>(
      categoryJobsKey(code, filter),
    );
    if (!state || state.status === 'pending') loading = true;
    else if (state.data?.pages.some((page) => page.jobs.length > 0)) return 'some';
    else if (state.status === 'error') failed = true;
  }
  return loading ? 'loading' : failed ? 'failed' : 'none';
}

/**
 * What the category sections found for `filter`, read from their queries in the cache (each
 * section loads its own), so the screen can say once that nothing matched anywhere.
 */
export function useSearchOutcome(filter: BrowseFilter): SearchOutcome {
  const client = useQueryClient();
  const categories = useCategories();
  const codes = categories.data?.categories.map((category) => category.code) ?? [];
  // Only the sections' results: queries are also added to the cache while other components
  // render, and this screen must not be told to render then.
  const subscribe = useCallback(
    (notify: () => void) =>
      client.getQueryCache().subscribe((event) => {
        const key = event.query.queryKey as readonly unknown[];
        const ours = jobsByCategoryKey.every((part, i) => key[i] === part);
        if (event.type === 'updated' && ours) notify();
      }),
    [client],
  );
  const snapshot = () => (categories.isError ? 'none' : outcomeOf(client, codes, filter));
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
