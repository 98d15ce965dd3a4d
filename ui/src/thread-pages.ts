import type { ThreadEntry } from './thread-entry';

// The pages of a thread as the API answers them, newest first, turned into what the screen shows.

/** A page of a thread: the contract's `ThreadResponse` fits it. */
export interface ThreadPage<T extends ThreadEntry = ThreadEntry> {
  messages: T[];
  can_send: boolean;
  closed_reason: string | null;
}

/** Where the page after `page` starts: before its oldest message, or undefined when it was the last. */
export function earlierCursor(
  page: ThreadPage,
  pageSize: number,
): { before_created_at: string; before_id: string } | undefined {
  const oldest = page.messages.at(-1);
  return oldest && page.messages.length >= pageSize
    ? { before_created_at: oldest.sent_at, before_id: oldest.id }
    : undefined;
}

/** Every loaded message, oldest first, each once (a message sent may also arrive in a page read). */
export function oldestFirst<T extends ThreadEntry>(pages: readonly ThreadPage<T>[]): T[] {
  const seen = new Set<string>();
  const newestFirst = pages
    .flatMap((page) => page.messages)
    .filter((message) => !seen.has(message.id) && seen.add(message.id));
  return newestFirst.reverse();
}

/** The loaded pages with `message` at the top of the newest one, as a read would show it. */
export function withNewest<T extends ThreadEntry, P extends ThreadPage<T>>(
  pages: readonly P[],
  message: T,
): P[] {
  return pages.map((page, index) =>
    index === 0 ? { ...page, messages: [message, ...page.messages] } : page,
  );
}

/** The loaded pages with one message changed (reported, say). */
export function withMessage<T extends ThreadEntry, P extends ThreadPage<T>>(
  pages: readonly P[],
  id: string,
  change: (message: T) => T,
): P[] {
  return pages.map((page) => ({
    ...page,
    messages: page.messages.map((message) => (message.id === id ? change(message) : message)),
  }));
}
