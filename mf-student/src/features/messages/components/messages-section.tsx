import { useMemo, useState } from 'react';
import { SCAM_INFO_URL, THREAD_MESSAGE_MAX_LENGTH } from 'api-contract/applications';
import { Button, showToast } from 'shared-kit';
import styled from 'styled-components';
import { MessageThread, oldestFirst, sendFailureText, useMessagesRead, type ThreadEntry } from 'ui';
import { useSendMessage, useThread } from 'api-calls';
import { ReportMessageDialog } from './report-message-dialog';

const Reported = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const warningLink = { href: SCAM_INFO_URL, label: 'How to spot a job scam (Scamwatch)' };

/**
 * Messages with the employer: the thread, a warning on any of their messages that looks like a
 * scam, Report on each of theirs, and the box to reply once they have written.
 */
export function MessagesSection({
  applicationId,
  businessName,
}: {
  applicationId: string;
  businessName: string;
}) {
  const thread = useThread('student', applicationId);
  const send = useSendMessage('student', applicationId);
  const [reporting, setReporting] = useState<string | null>(null);
  const pages = thread.data?.pages;
  const messages = useMemo(() => (pages ? oldestFirst(pages) : undefined), [pages]);
  useMessagesRead(messages);
  const newest = pages?.[0];

  const reportAction = (message: ThreadEntry) =>
    message.reported ? (
      <Reported>Reported</Reported>
    ) : (
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Report this message from ${businessName}`}
        onClick={() => setReporting(message.id)}
      >
        Report
      </Button>
    );

  return (
    <>
      <MessageThread
        otherName={businessName}
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
        warningLink={warningLink}
        messageAction={reportAction}
      />
      {reporting && (
        <ReportMessageDialog
          applicationId={applicationId}
          messageId={reporting}
          onClose={() => setReporting(null)}
          onSent={() => {
            setReporting(null);
            showToast('Thanks. Our team will look at this message.');
          }}
        />
      )}
    </>
  );
}
