import { useState } from 'react';
import type { ReviewRequestItem } from 'api-contract/moderation';

interface Settled<T> {
  item: T;
  /** What the moderator did, said on the card: "Answered; the employer was emailed." */
  outcome: string;
}

/**
 * The open items of a tab, and those settled here since the tab opened, in `order`. A settled item
 * leaves the API's list when it is read again, which would take the card, and the words saying it
 * was done, off the screen at once: it stays in its place, with those words, until the tab is left.
 */
export function useSettledItems<T extends { id: string }>(
  open: readonly T[],
  order: (a: T, b: T) => number,
) {
  const [settled, setSettled] = useState<ReadonlyMap<string, Settled<T>>>(new Map());
  const openIds = new Set(open.map((item) => item.id));
  const gone = [...settled.values()].map(({ item }) => item).filter(({ id }) => !openIds.has(id));
  return {
    shown: [...open, ...gone].sort(order),
    outcomeOf: (id: string) => settled.get(id)?.outcome,
    settle: (item: T, outcome: string) =>
      setSettled((old) => new Map(old).set(item.id, { item, outcome })),
  };
}

const byAsked = (a: ReviewRequestItem, b: ReviewRequestItem) =>
  a.created_at === b.created_at
    ? a.id.localeCompare(b.id)
    : a.created_at.localeCompare(b.created_at);

/** The employers' open requests, oldest first, and those answered here since the tab opened. */
export function useSettledRequests(open: readonly ReviewRequestItem[]) {
  return useSettledItems(open, byAsked);
}
