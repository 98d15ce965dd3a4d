import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';

/** What the pager needs of a row: the keyset cursor is its (created_at, id). */
export interface KeysetRow {
  id: string;
  created_at: string;
}

/** One fetched page: its rows and the total across all pages. */
export interface KeysetPage<T> {
  rows: T[];
  total: number;
}

export type KeysetCursor = { before_created_at: string; before_id: string } | null;

export interface UseKeysetPagesOptions<T> {
  queryKey: readonly unknown[];
  pageSize: number;
  fetchPage: (cursor: KeysetCursor, signal: AbortSignal) => Promise<KeysetPage<T>>;
}

/**
 * Numbered pages over a keyset-paginated list (SPEC sections 7 and 9): pages are fetched in order
 * by cursor, and only when a page beyond the loaded ones is asked for (a jump to page 4 fetches
 * pages 2 to 4). `updateRow` changes one row in the cache, for local status updates.
 */
export function useKeysetPages<T extends KeysetRow>(options: UseKeysetPagesOptions<T>) {
  const { queryKey, pageSize, fetchPage } = options;
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: null as KeysetCursor,
    getNextPageParam: (last, all) => {
      const loaded = all.reduce((sum, p) => sum + p.rows.length, 0);
      const row = last.rows.at(-1);
      return row && last.rows.length === pageSize && loaded < last.total
        ? { before_created_at: row.created_at, before_id: row.id }
        : undefined;
    },
  });

  const loadedPages = query.data?.pages.length ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  // A page that failed is not asked for again on its own: the screen shows the failure and Retry.
  const nextPageFailed = query.isFetchNextPageError;
  useEffect(() => {
    if (
      loadedPages > 0 &&
      loadedPages < page &&
      hasNextPage &&
      !isFetchingNextPage &&
      !nextPageFailed
    ) {
      void fetchNextPage();
    }
  }, [loadedPages, page, hasNextPage, isFetchingNextPage, nextPageFailed, fetchNextPage]);

  const updateRow = useCallback(
    (id: string, change: (row: T) => T) => {
      client.setQueryData<InfiniteData<KeysetPage<T>, KeysetCursor>>(queryKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((p) => ({
                ...p,
                rows: p.rows.map((row) => (row.id === id ? change(row) : row)),
              })),
            }
          : data,
      );
    },
    [client, queryKey],
  );

  const total = query.data?.pages[0]?.total ?? 0;
  const current = query.data?.pages[page - 1];
  // The asked-for page is not there and the last request for it failed (the first page, or one
  // fetched on the way to it); a retry in flight counts as loading again.
  const failed = !current && query.isError && !query.isFetching;
  const retry = useCallback(() => {
    if (nextPageFailed) void fetchNextPage();
    else void query.refetch();
  }, [nextPageFailed, fetchNextPage, query]);
  return {
    page,
    setPage,
    rows: current?.rows ?? [],
    total,
    /** True while the asked-for page is not there yet (first load or fetching up to it). */
    loading: !failed && (query.isPending || (!current && (hasNextPage || isFetchingNextPage))),
    /** The asked-for page could not be loaded: show the failure with {@link retry}. */
    failed,
    /** Asks again for what failed: the first page, or the next one. */
    retry,
    isError: query.isError,
    error: query.error,
    updateRow,
    refetch: query.refetch,
  };
}
