import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ActionFailure, Button, LoadFailure, Skeleton, VisuallyHidden } from 'shared-kit';
import styled from 'styled-components';
import { MessageComposer } from './message-composer';
import { MessageItem } from './message-item';
import type { ThreadEntry, WarningLink } from './thread-entry';
import { TitledSection } from './titled-section';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Closed = styled.p`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 3px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Earlier = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Loading earlier messages: whether there are any, and how the last try went. */
export interface EarlierMessages {
  more: boolean;
  loading: boolean;
  failed: boolean;
  onShow: () => void;
}

/** Props of {@link MessageThread}. */
export interface MessageThreadProps {
  /** The other side as the page names them: the business, or the applicant. */
  otherName: string;
  /** Oldest first; undefined until the first page is in. */
  messages: readonly ThreadEntry[] | undefined;
  canSend: boolean;
  /** Why no message can be sent, shown in the composer's place. */
  closedReason: string | null;
  /** The first page could not be loaded. */
  loadFailed: boolean;
  retrying: boolean;
  onRetry: () => void;
  earlier: EarlierMessages;
  maxLength: number;
  sending: boolean;
  /** Why the last send failed. */
  sendFailure: string | null;
  /** Sends the trimmed text; `sent` is called once it is in. */
  onSend: (body: string, sent: () => void) => void;
  /** Where a message's warning links to. */
  warningLink?: WarningLink;
  /** An action on the other side's message (a report, say). */
  messageAction?: (message: ThreadEntry) => ReactNode;
}

/** What the live region says when the newest message changes. */
function useAnnouncement(messages: readonly ThreadEntry[] | undefined, otherName: string) {
  const [said, setSaid] = useState('');
  const newest = messages?.at(-1);
  const seen = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (messages === undefined) return;
    const id = newest?.id ?? null;
    // The first page read is not news; a later newest message is.
    if (seen.current !== undefined && id !== seen.current && newest) {
      setSaid(newest.mine ? 'Message sent.' : `New message from ${otherName}.`);
    }
    seen.current = id;
  }, [messages, newest, otherName]);
  return said;
}

/**
 * An application's messages, the oldest at the top: earlier ones a page at a time above, the
 * composer below, or the reason the thread is closed in its place. A new message is announced.
 */
export function MessageThread(props: MessageThreadProps) {
  const { otherName, messages, earlier, messageAction } = props;
  const said = useAnnouncement(messages, otherName);

  let body: ReactNode;
  if (props.loadFailed && messages === undefined) {
    body = (
      <LoadFailure
        message="The messages could not be loaded."
        retrying={props.retrying}
        onRetry={props.onRetry}
      />
    );
  } else if (messages === undefined) {
    body = <Skeleton height="6rem" />;
  } else {
    body = (
      <>
        {earlier.more && (
          <Earlier>
            <Button variant="secondary" size="sm" busy={earlier.loading} onClick={earlier.onShow}>
              Show earlier messages
            </Button>
            {earlier.failed && (
              <ActionFailure>The earlier messages could not be loaded.</ActionFailure>
            )}
          </Earlier>
        )}
        {messages.length === 0 ? (
          // A closed thread's reason says enough on its own.
          props.canSend && <Muted>No messages yet.</Muted>
        ) : (
          <List aria-label={`Messages with ${otherName}`}>
            {messages.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                otherName={otherName}
                warningLink={props.warningLink}
                action={message.mine ? undefined : messageAction?.(message)}
              />
            ))}
          </List>
        )}
        {props.canSend ? (
          <MessageComposer
            label={`Message to ${otherName}`}
            maxLength={props.maxLength}
            sending={props.sending}
            failure={props.sendFailure}
            onSend={props.onSend}
          />
        ) : (
          props.closedReason && <Closed>{props.closedReason}</Closed>
        )}
      </>
    );
  }

  return (
    <TitledSection id="application-messages" title="Messages">
      {body}
      <VisuallyHidden role="status">{said}</VisuallyHidden>
    </TitledSection>
  );
}
