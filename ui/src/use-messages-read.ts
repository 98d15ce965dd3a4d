import { useEffect, useRef } from 'react';
import type { ThreadEntry } from './thread-entry';

/** The window event after messages were sent or read: the nav counts unread messages again. */
export const MESSAGES_READ_EVENT = 'messages:read';

/** Tells the page that the caller's unread messages may have changed. */
export function announceMessagesRead(): void {
  window.dispatchEvent(new Event(MESSAGES_READ_EVENT));
}

/**
 * Reading a thread marks the other side's messages read on the server: when a read brings one
 * this page has not shown yet (the first read included), the page is told once.
 */
export function useMessagesRead(messages: readonly ThreadEntry[] | undefined): void {
  const shown = useRef(new Set<string>());
  useEffect(() => {
    if (!messages) return;
    let fresh = false;
    for (const message of messages) {
      if (message.mine || shown.current.has(message.id)) continue;
      shown.current.add(message.id);
      fresh = true;
    }
    if (fresh) announceMessagesRead();
  }, [messages]);
}
