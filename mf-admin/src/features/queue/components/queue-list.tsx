import { useEffect } from 'react';
import type { ModerationQueue } from 'api-contract/moderation';
import { ErrorState, SkeletonLine, VisuallyHidden, logError, theme } from 'shared-kit';
import { loadFailureText } from '../../../lib/failure-words';
import { count } from '../../../lib/words';
import { Empty, Items, Summary } from './list-parts';
import { useQueue } from '../api/get-queue';
import { QueueCard, QueueCardPlaceholder } from './queue-card';

const EMPTY: Record<ModerationQueue, string> = {
  pending: 'Nothing is waiting for review.',
  reported: 'No open reports.',
};

const PLACEHOLDERS = 3;
/** The API answers at most this many, oldest first (QUEUE_MAX in its moderation-queue.ts). */
const QUEUE_MAX = 100;

/** A queue's listings, oldest first; its loading shape, its empty text, or its failure with Retry. */
export function QueueList({ queue }: { queue: ModerationQueue }) {
  const list = useQueue(queue);

  useEffect(() => {
    if (list.isError) logError('Loading the moderation queue failed', list.error);
  }, [list.isError, list.error]);

  // A retry after a failure shows the loading shape again, not the old error.
  if (list.isPending || (list.isError && list.isFetching)) {
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">Loading the queue…</VisuallyHidden>
        <Summary as="div" aria-hidden="true">
          <SkeletonLine fontSize={theme.fontSizes.sm} width="9rem" />
        </Summary>
        <Items>
          {Array.from({ length: PLACEHOLDERS }, (_, index) => (
            <li key={index}>
              <QueueCardPlaceholder withState={queue === 'reported'} />
            </li>
          ))}
        </Items>
      </div>
    );
  }
  if (list.isError) {
    return (
      <ErrorState
        title="The queue could not be loaded"
        message={loadFailureText(list.error, 'Nothing was lost: the listings are still waiting.')}
        onAction={() => void list.refetch()}
      />
    );
  }
  const { listings } = list.data;
  if (listings.length === 0) {
    return (
      <Empty>
        <p>{EMPTY[queue]}</p>
      </Empty>
    );
  }
  return (
    <>
      <Summary>
        {count(listings.length, 'listing')}, oldest first
        {listings.length >= QUEUE_MAX ? ` (the oldest ${QUEUE_MAX} are shown)` : ''}
      </Summary>
      <Items>
        {listings.map((item) => (
          <li key={item.id}>
            <QueueCard item={item} queue={queue} />
          </li>
        ))}
      </Items>
    </>
  );
}
