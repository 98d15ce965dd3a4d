import {
  Button,
  RemoteLink,
  getErrorDetail,
  isClientError,
  jobAlertMessages,
  paths,
  useSession,
} from 'shared-kit';
import { useUnsubscribe } from '../api/unsubscribe';
import { MailLinkPanel } from './mail-link-panel';

/** Where the page is: asking, done, done before, or a link we did not sign. */
type Phase = 'ask' | 'bad' | 'unsubscribed' | 'already';

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
  const phase = phaseOf(token, result);
  const asking = phase === 'ask' && token !== null;
  return (
    <MailLinkPanel
      icon={phase === 'ask' ? 'ask' : phase === 'bad' ? 'bad' : 'done'}
      title={titles[phase]}
      text={phase === 'bad' ? getErrorDetail(result.error, jobAlertMessages.badLink) : texts[phase]}
      answered={phase !== 'ask' && token !== null}
      failure={
        asking && result.isError
          ? getErrorDetail(result.error, 'Something went wrong. Please try again.')
          : null
      }
      action={
        asking && (
          <Button busy={result.isPending} onClick={() => result.mutate(token)}>
            Unsubscribe
          </Button>
        )
      }
      links={
        <>
          {student && <RemoteLink href={paths.studentProfile}>Manage your job alerts</RemoteLink>}
          <RemoteLink href={paths.jobsSearch}>Browse jobs</RemoteLink>
        </>
      }
    />
  );
}
