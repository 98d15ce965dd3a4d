import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { ThreadEntry, WarningLink } from './thread-entry';

const Item = styled.li<{ $mine: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  max-width: min(36rem, 88%);
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  ${({ theme, $mine }) =>
    $mine
      ? css`
          align-self: flex-end;
          background: ${theme.colors.brandSoft};
          border-color: ${theme.colors.brandSoft};
        `
      : css`
          align-self: flex-start;
          background: ${theme.colors.surfaceMuted};
        `}
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `0 ${theme.space.sm}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** The words as written: line breaks kept, long words wrapped, never read as HTML. */
const Body = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Warning = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.warningSoft};
  p {
    margin: 0;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** An action sits at the bubble's far corner, clear of the words. */
const Action = styled.span`
  margin-left: auto;
`;

const when = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * One message: who wrote it and when, the text, the warning that came with it (its link beside
 * it), whether the other side read it (for the reader's own), and any action on it.
 */
export function MessageItem({
  message,
  otherName,
  warningLink,
  action,
}: {
  message: ThreadEntry;
  otherName: string;
  warningLink?: WarningLink;
  action?: ReactNode;
}) {
  const warningId = `message-${message.id}-warning`;
  return (
    <Item $mine={message.mine} aria-describedby={message.warning ? warningId : undefined}>
      <Meta>
        <strong>{message.mine ? 'You' : otherName}</strong>
        <time dateTime={message.sent_at}>{when.format(new Date(message.sent_at))}</time>
      </Meta>
      <Body>{message.body}</Body>
      {message.warning && (
        <Warning id={warningId}>
          <p>
            <strong>Warning:</strong> {message.warning}
          </p>
          {warningLink && (
            <p>
              <a href={warningLink.href} target="_blank" rel="noopener noreferrer">
                {warningLink.label}
              </a>
            </p>
          )}
        </Warning>
      )}
      {(message.mine || action) && (
        <Footer>
          {message.mine && <span>{message.read_at ? 'Read' : 'Sent'}</span>}
          {action && <Action>{action}</Action>}
        </Footer>
      )}
    </Item>
  );
}
