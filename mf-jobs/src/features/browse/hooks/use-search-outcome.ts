import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { CategoryCode, JobsByCategoryResponse } from 'api-contract/listings';
import { useCategories } from 'api-calls';
import { categoryJobsKey, jobsByCategoryKey } from '../api/get-jobs-by-category';
import type { BrowseFilter } from '../browse-filter';

/**
 * Across every category: still loading, nothing found anywhere, some jobs, or nothing found where
 * it could look while a category failed to load (its section says so; no "no matches" claim).
 */
export type SearchOutcome = 'loading' | 'none' | 'some' | 'failed';

/** What the category sections found, and how many jobs they show. */
export interface SearchResults {
  outcome: SearchOutcome;
  /** Jobs on screen, over every category. */
  shown: number;
  /** A category has more than it shows, so `shown` is a lower bound. */
  more: boolean;
  /** The categories that have more than they show (the API pages; it never counts a total). */
  moreIn: readonly CategoryCode[];
  /** The categories that loaded and found nothing. */
  empty: readonly CategoryCode[];
}

type CategoryState = {
  code: CategoryCode;
  status: 'pending' | 'error' | 'success';
  pages: readonly JobsByCategoryResponse[];
};

/** The sum of the sections' states (a pure rule; the hook reads them from the cache). */
export function resultsOf(states: readonly CategoryState[]): SearchResults {
  let shown = 0;
  const moreIn: CategoryCode[] = [];
  let loading = states.length === 0;
  let failed = false;
  const empty: CategoryCode[] = [];
  for (const { code, status, pages } of states) {
    const jobs = pages.reduce((n, page) => n + page.jobs.length, 0);
    shown += jobs;
    if (pages.at(-1)?.has_more === true) moreIn.push(code);
    if (status === 'pending') loading = true;
    else if (status === 'error' && jobs === 0) failed = true;
    else if (jobs === 0) empty.push(code);
  }
  const outcome = shown > 0 ? 'some' : loading ? 'loading' : failed ? 'failed' : 'none';
  return { outcome, shown, more: moreIn.length > 0, moreIn, empty };
}

function statesOf(client: QueryClient, codes: readonly CategoryCode[], filter: BrowseFilter) {
  return codes.map((code): CategoryState => {
    const state = client.getQueryState<InfiniteData<JobsByCategoryResponse>>(
      categoryJobsKey(code, filter),
    );
    return { code, status: state?.status ?? 'pending', pages: state?.data?.pages ?? [] };
  });
}

const NOTHING_YET = resultsOf([]);
const sameResults = (a: SearchResults, b: SearchResults) =>
  a.outcome === b.outcome &&
  a.shown === b.shown &&
  a.more === b.more &&
  a.moreIn.join() === b.moreIn.join() &&
  a.empty.join() === b.empty.join();

/**
 * What the category sections found for `filter`, read from their queries in the cache (each
 * section loads its own), so the screen can say once what a search found, or that nothing matched.
 */
export function useSearchOutcome(filter: BrowseFilter): SearchResults {
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
  // The same answer keeps the same object, as useSyncExternalStore requires.
  const last = useRef<SearchResults>(NOTHING_YET);
  const snapshot = () => {
    const next = categories.isError
      ? { ...NOTHING_YET, outcome: 'none' as const }
      : resultsOf(statesOf(client, codes, filter));
    if (!sameResults(next, last.current)) last.current = next;
    return last.current;
  };
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
