import { useMemo } from 'react';
import { THREAD_MESSAGE_MAX_LENGTH } from 'api-contract/applications';
import { MessageThread, oldestFirst, sendFailureText, useMessagesRead } from 'ui';
import { useSendMessage, useThread } from 'api-calls';

/**
 * Messages with the applicant: the thread, and the box to write in from shortlisted on (before
 * that, and once the thread closes, the reason in its place).
 */
export function MessagesSection({
  applicationId,
  applicantName,
}: {
  applicationId: string;
  applicantName: string;
}) {
  const thread = useThread('employer', applicationId);
  const send = useSendMessage('employer', applicationId);
  const pages = thread.data?.pages;
  const messages = useMemo(() => (pages ? oldestFirst(pages) : undefined), [pages]);
  useMessagesRead(messages);
  const newest = pages?.[0];

  return (
    <MessageThread
      otherName={applicantName}
      messages={messages}
      canSend={newest?.can_send ?? false}
      closedReason={newest?.closed_reason ?? null}
      loadFailed={thread.isError && !pages}
      retrying={thread.isFetching}
      onRetry={() => void thread.refetch()}
      earlier={{
        more: thread.hasNextPage,
        loading: thread.isFetchingNextPage,
        failed: thread.isFetchNextPageError,
        onShow: () => void thread.fetchNextPage(),
      }}
      maxLength={THREAD_MESSAGE_MAX_LENGTH}
      sending={send.isPending}
      sendFailure={send.isError ? sendFailureText(send.error) : null}
      onSend={(body, sent) => send.mutate(body, { onSuccess: sent })}
    />
  );
}
