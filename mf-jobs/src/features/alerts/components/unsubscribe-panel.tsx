import { useEffect, useRef } from 'react';
import {
  Button,
  Card,
  RemoteLink,
  getErrorDetail,
  isClientError,
  jobAlertMessages,
  media,
  paths,
  useSession,
} from 'shared-kit';
import styled from 'styled-components';
import { useUnsubscribe } from '../api/unsubscribe';
import { UnsubscribeIcon, type UnsubscribePhase } from './unsubscribe-icon';

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

type Phase = UnsubscribePhase;

/** Where the page is: asking, or the outcome of the click (a refused token reads as a bad link). */
function phaseOf(token: string | null, result: ReturnType<typeof useUnsubscribe>): Phase {
  if (!token) return 'bad';
  if (result.isSuccess) return result.data.status;
  return result.isError && isClientError(result.error) ? 'bad' : 'ask';
}

const titles: Record<Phase, string> = {
  ask: 'Stop this job alert?',
  bad: 'This link is not valid',
  unsubscribed: "You're unsubscribed.",
  already: 'Already unsubscribed',
};

const texts: Record<Exclude<Phase, 'bad'>, string> = {
  ask: "You won't get emails for this alert any more. Your other alerts and your account stay as they are.",
  unsubscribed: "You won't get this alert again.",
  already: 'This alert was already removed.',
};

/**
 * One-click unsubscribe from an alert mail. Nothing happens until the button is pressed: opening
 * the page (as mail scanners do) changes nothing. The outcome takes the heading's place and focus.
 */
export function UnsubscribePanel({ token }: { token: string | null }) {
  const student = useSession()?.role === 'student';
  const result = useUnsubscribe();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const phase = phaseOf(token, result);
  const answered = phase !== 'ask' && token !== null;
  useEffect(() => {
    if (answered) headingRef.current?.focus();
  }, [answered]);
  const text =
    phase === 'bad' ? getErrorDetail(result.error, jobAlertMessages.badLink) : texts[phase];

  return (
    <Panel as="section" aria-labelledby="unsubscribe-title">
      <UnsubscribeIcon phase={phase} />
      <h1 id="unsubscribe-title" ref={headingRef} tabIndex={-1}>
        {titles[phase]}
      </h1>
      <p>{text}</p>
      {phase === 'ask' && token && (
        <>
          {result.isError && (
            <Failure role="alert">
              {getErrorDetail(result.error, 'Something went wrong. Please try again.')}
            </Failure>
          )}
          <Button busy={result.isPending} onClick={() => result.mutate(token)}>
            Unsubscribe
          </Button>
        </>
      )}
      <Links>
        {student && <RemoteLink href={paths.studentProfile}>Manage your job alerts</RemoteLink>}
        <RemoteLink href={paths.jobsSearch}>Browse jobs</RemoteLink>
      </Links>
    </Panel>
  );
}
