import { useState } from 'react';
import type { ReviewRequestItem } from 'api-contract/moderation';

interface Settled {
  item: ReviewRequestItem;
  /** What the moderator did, said on the card: "Answered; the employer was emailed." */
  outcome: string;
}

const byAsked = (a: ReviewRequestItem, b: ReviewRequestItem) =>
  a.created_at === b.created_at
    ? a.id.localeCompare(b.id)
    : a.created_at.localeCompare(b.created_at);

/**
 * The open requests, and those settled here since the tab opened. A settled request leaves the
 * API's list when it is read again, which would take the card, and the words saying it was done,
 * off the screen at once: it stays in its place, with those words, until the tab is left.
 */
export function useSettledRequests(open: readonly ReviewRequestItem[]) {
  const [settled, setSettled] = useState<ReadonlyMap<string, Settled>>(new Map());
  const openIds = new Set(open.map((item) => item.id));
  const gone = [...settled.values()].map(({ item }) => item).filter(({ id }) => !openIds.has(id));
  return {
    shown: [...open, ...gone].sort(byAsked),
    outcomeOf: (id: string) => settled.get(id)?.outcome,
    settle: (item: ReviewRequestItem, outcome: string) =>
      setSettled((old) => new Map(old).set(item.id, { item, outcome })),
  };
}
