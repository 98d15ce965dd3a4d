import { useInfiniteQuery } from '@tanstack/react-query';
import { applications, THREAD_PAGE_SIZE } from 'api-contract/applications';
import { endpointKey } from 'api-contract/common';
import { apiClient } from 'shared-kit';
import { earlierCursor } from 'ui';

type Cursor = { before_created_at: string; before_id: string } | null;

/** The query key of an application's thread (under the application's own key). */
export const threadKey = (id: string) => endpointKey(applications.employerThread, { id });

/** GET /employer/applications/{id}/messages: a page, newest first; it marks the applicant's read. */
export function getThread(id: string, cursor: Cursor, signal?: AbortSignal) {
  return apiClient.call(applications.employerThread, {
    params: { id },
    query: { limit: THREAD_PAGE_SIZE, ...cursor },
    signal,
  });
}

/**
 * The thread's pages, read again every 30 seconds while the page is in view and whenever the
 * window regains focus, so the applicant's replies show without a reload.
 */
export function useThread(id: string) {
  return useInfiniteQuery({
    queryKey: threadKey(id),
    queryFn: ({ pageParam, signal }) => getThread(id, pageParam, signal),
    initialPageParam: null as Cursor,
    getNextPageParam: (page) => earlierCursor(page, THREAD_PAGE_SIZE),
    enabled: id !== '',
    refetchInterval: 30_000,
    refetchOnWindowFocus: 'always',
  });
}
