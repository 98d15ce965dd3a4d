import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Card, media } from 'shared-kit';
import styled from 'styled-components';
import { MailLinkIcon, type MailLinkIconKind } from './mail-link-icon';

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  ${media.mobile} {
    padding: ${({ theme }) => theme.space.lg};
  }
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
  h1:focus {
    outline: none;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

// The alert the link is about, in a line: what the person would stop or turn on.
const Subject = styled.p`
  && {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-left: 3px solid ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

const Failure = styled.p`
  && {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  padding-top: ${({ theme }) => theme.space.sm};
  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.brand};
  }
`;

/**
 * The page behind a link in an alert mail (unsubscribe, turn on): a picture, a heading and a
 * line, the one button that acts (never the opening of the page: mail scanners open links), and
 * the ways on. Once `answered`, the outcome has taken the heading's place and gets the focus.
 */
export function MailLinkPanel({
  icon,
  title,
  subject,
  text,
  answered,
  failure,
  action,
  links,
}: {
  icon: MailLinkIconKind;
  title: string;
  /** The alert in a line, once known. */
  subject?: string;
  text: string;
  answered: boolean;
  /** Why the last click failed when a retry may work, or null. */
  failure: string | null;
  /** The button, while the page is asking. */
  action: ReactNode;
  links: ReactNode;
}) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (answered) headingRef.current?.focus();
  }, [answered]);
  return (
    <Panel as="section" aria-labelledby={titleId}>
      <MailLinkIcon kind={icon} />
      <h1 id={titleId} ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      {subject && <Subject>{subject}</Subject>}
      <p>{text}</p>
      {failure !== null && <Failure role="alert">{failure}</Failure>}
      {action}
      <Links>{links}</Links>
    </Panel>
  );
}
