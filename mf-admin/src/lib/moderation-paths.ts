import type { ModerationQueue } from 'api-contract';

/**
 * This remote's screens (screens.json). No other remote links to them except the nav's
 * `profilePath('moderator')`, so they stay out of the kit's `paths` (docs/add-a-screen.md).
 */
export const moderationPaths = {
  queue: '/moderation',
  review: '/moderation/listing',
} as const;

/** The queue, on one of its tabs (the held listings are the default). */
export function queueUrl(queue: ModerationQueue): string {
  return queue === 'pending' ? moderationPaths.queue : `${moderationPaths.queue}?status=${queue}`;
}

/** One listing's review; `from` is the tab to go back to. */
export function reviewUrl(id: string, from: ModerationQueue = 'pending'): string {
  const query = new URLSearchParams({ id });
  if (from !== 'pending') query.set('from', from);
  return `${moderationPaths.review}?${query.toString()}`;
}

/** The queue named by a URL's `status` (or `from`) parameter; anything else is the held one. */
export function queueOf(value: string | null): ModerationQueue {
  return value === 'reported' ? 'reported' : 'pending';
}
