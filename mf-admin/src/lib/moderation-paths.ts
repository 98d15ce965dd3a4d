import type { ModerationQueue } from 'api-contract/moderation';

/**
 * This remote's screens (screens.json). No other remote links to them except the nav's
 * `profilePath('moderator')`, so they stay out of the kit's `paths` (docs/add-a-screen.md).
 */
export const moderationPaths = {
  queue: '/moderation',
  review: '/moderation/listing',
} as const;

/**
 * The queue screen's tabs: the API's two queues of listings, employers' messages flagged by the
 * scam checks or reported by students, and employers' review requests.
 */
export type QueueTab = ModerationQueue | 'messages' | 'requests';

/** The queue, on one of its tabs (the held listings are the default). */
export function queueUrl(tab: QueueTab): string {
  return tab === 'pending' ? moderationPaths.queue : `${moderationPaths.queue}?status=${tab}`;
}

/** One listing's review; `from` is the tab to go back to. */
export function reviewUrl(id: string, from: QueueTab = 'pending'): string {
  const query = new URLSearchParams({ id });
  if (from !== 'pending') query.set('from', from);
  return `${moderationPaths.review}?${query.toString()}`;
}

/** The tab named by a URL's `status` (or `from`) parameter; anything else is the held listings. */
export function queueOf(value: string | null): QueueTab {
  return value === 'reported' || value === 'messages' || value === 'requests' ? value : 'pending';
}
