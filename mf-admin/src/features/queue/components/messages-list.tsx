import { useEffect } from 'react';
import { loadFailureText } from '../../../lib/failure-words';
import { MODERATED_MESSAGES_MAX, type ModeratedMessage } from 'api-contract/applications';
import { ErrorState, SkeletonLine, VisuallyHidden, logError, theme } from 'shared-kit';
import { count } from '../../../lib/words';
import { useModeratedMessages } from '../api/get-moderated-messages';
import { useSettledItems } from '../use-settled-requests';
import { Empty, Items, Summary } from './list-parts';
import { MessageCard, MessageCardPlaceholder } from './message-card';

const NONE = 'No message is waiting for a moderator.';
const PLACEHOLDERS = 2;

const newestFirst = (a: ModeratedMessage, b: ModeratedMessage) =>
  a.sent_at === b.sent_at ? b.id.localeCompare(a.id) : b.sent_at.localeCompare(a.sent_at);

/**
 * Employers' messages the scam checks flagged or students reported, that no moderator has dealt
 * with, newest first; their loading shape, empty text, or failure with Retry.
 */
export function MessagesList() {
  const list = useModeratedMessages();
  const { shown, outcomeOf, settle } = useSettledItems(list.data?.messages ?? [], newestFirst);

  useEffect(() => {
    if (list.isError) logError('Loading the flagged messages failed', list.error);
  }, [list.isError, list.error]);

  if (list.isPending || (list.isError && list.isFetching)) {
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">Loading the messages…</VisuallyHidden>
        <Summary as="div" aria-hidden="true">
          <SkeletonLine fontSize={theme.fontSizes.sm} width="9rem" />
        </Summary>
        <Items>
          {Array.from({ length: PLACEHOLDERS }, (_, index) => (
            <li key={index}>
              <MessageCardPlaceholder />
            </li>
          ))}
        </Items>
      </div>
    );
  }
  if (list.isError) {
    return (
      <ErrorState
        title="The messages could not be loaded"
        message={loadFailureText(list.error, 'Nothing was lost: the messages are still waiting.')}
        onAction={() => void list.refetch()}
      />
    );
  }
  const open = list.data.messages.length;
  if (shown.length === 0) {
    return (
      <Empty>
        <p>{NONE}</p>
      </Empty>
    );
  }
  return (
    <>
      <Summary>
        {open === 0 ? NONE : `${count(open, 'message')} waiting, newest first`}
        {open >= MODERATED_MESSAGES_MAX ? ` (the newest ${MODERATED_MESSAGES_MAX} are shown)` : ''}
      </Summary>
      <Items>
        {shown.map((item) => (
          <li key={item.id}>
            <MessageCard
              item={item}
              outcome={outcomeOf(item.id)}
              onSettled={(outcome) => settle(item, outcome)}
            />
          </li>
        ))}
      </Items>
    </>
  );
}
