// An application's thread as each side reads and writes it: the student's calls and the
// employer's are the same but for the role in their paths, so both remotes take them from here.
import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { applications, THREAD_PAGE_SIZE, type ThreadResponse } from 'api-contract/applications';
import { endpointKey } from 'api-contract/common';
import { ApiError, apiClient, logError } from 'shared-kit';
import { announceMessagesRead, earlierCursor, withNewest } from 'ui';

/** Which side of the thread the caller is on: the application's student or its employer. */
export type ThreadSide = 'student' | 'employer';

const calls = {
  student: { read: applications.studentThread, send: applications.studentSendMessage },
  employer: { read: applications.employerThread, send: applications.employerSendMessage },
} as const;

type Cursor = { before_created_at: string; before_id: string } | null;

/** The query key of an application's thread (under the application's own key). */
export const threadKey = (side: ThreadSide, id: string) => endpointKey(calls[side].read, { id });

/** GET /{side}/applications/{id}/messages: a page, newest first; it marks the other side's read. */
export function getThread(side: ThreadSide, id: string, cursor: Cursor, signal?: AbortSignal) {
  const request = { params: { id }, query: { limit: THREAD_PAGE_SIZE, ...cursor }, signal };
  return side === 'student'
    ? apiClient.call(calls.student.read, request)
    : apiClient.call(calls.employer.read, request);
}

/**
 * The thread's pages, read again every 30 seconds while the page is in view and whenever the
 * window regains focus, so the other side's messages show without a reload.
 */
export function useThread(side: ThreadSide, id: string) {
  return useInfiniteQuery({
    queryKey: threadKey(side, id),
    queryFn: ({ pageParam, signal }) => getThread(side, id, pageParam, signal),
    initialPageParam: null as Cursor,
    getNextPageParam: (page) => earlierCursor(page, THREAD_PAGE_SIZE),
    enabled: id !== '',
    refetchInterval: 30_000,
    refetchOnWindowFocus: 'always',
  });
}

/** POST /{side}/applications/{id}/messages: a message to the other side. */
export function sendMessage(side: ThreadSide, id: string, body: string) {
  const request = { params: { id }, body: { body } };
  return side === 'student'
    ? apiClient.call(calls.student.send, request)
    : apiClient.call(calls.employer.send, request);
}

/**
 * On success the message shows at once and the thread is read again; a refusal because the
 * thread closed meanwhile reads it again too, so its reason shows.
 */
export function useSendMessage(side: ThreadSide, id: string) {
  const client = useQueryClient();
  const key = threadKey(side, id);
  return useMutation({
    mutationFn: (body: string) => sendMessage(side, id, body),
    onSuccess: (message) => {
      client.setQueryData<InfiniteData<ThreadResponse>>(key, (old) =>
        old ? { ...old, pages: withNewest(old.pages, message) } : old,
      );
      void client.invalidateQueries({ queryKey: key });
      announceMessagesRead();
    },
    onError: (error) => {
      logError('Sending a message failed', error);
      if (error instanceof ApiError && error.status === 409) {
        void client.invalidateQueries({ queryKey: key });
      }
    },
  });
}
