import {
  Button,
  RemoteLink,
  getErrorDetail,
  isClientError,
  jobAlertMessages,
  paths,
} from 'shared-kit';
import { useConfirmAlert } from '../api/confirm-alert';
import { MailLinkPanel } from './mail-link-panel';

/** Where the page is: asking, on now, on before, or a link that is not valid (or expired). */
type Phase = 'ask' | 'bad' | 'confirmed' | 'already';

/** Where the page is: asking, or the outcome of the click (a refused token reads as a bad link). */
function phaseOf(token: string | null, result: ReturnType<typeof useConfirmAlert>): Phase {
  if (!token) return 'bad';
  if (result.isSuccess) return result.data.status;
  return result.isError && isClientError(result.error) ? 'bad' : 'ask';
}

const titles: Record<Phase, string> = {
  ask: 'Turn on this job alert?',
  bad: 'This link is not valid',
  confirmed: 'Your job alert is on.',
  already: 'Your job alert is already on.',
};

const texts: Record<Exclude<Phase, 'bad'>, string> = {
  ask: "We'll email you new jobs that match the search you saved. Nothing is sent until you turn it on.",
  confirmed: "We'll email you new jobs that match. Every email has a link to stop the alert.",
  already: "You turned it on before. We'll keep emailing you new jobs that match.",
};

/**
 * Turns on a job alert saved by email, from the link mailed to that address. Nothing happens
 * until the button is pressed: opening the page (as mail scanners do) changes nothing. The
 * outcome takes the heading's place and focus.
 */
export function ConfirmPanel({ token }: { token: string | null }) {
  const result = useConfirmAlert();
  const phase = phaseOf(token, result);
  const asking = phase === 'ask' && token !== null;
  return (
    <MailLinkPanel
      icon={phase === 'ask' ? 'ask' : phase === 'bad' ? 'bad' : 'done'}
      title={titles[phase]}
      text={
        phase === 'bad'
          ? getErrorDetail(result.error, jobAlertMessages.badConfirmLink)
          : texts[phase]
      }
      answered={phase !== 'ask' && token !== null}
      failure={
        asking && result.isError
          ? getErrorDetail(result.error, 'Something went wrong. Please try again.')
          : null
      }
      action={
        asking && (
          <Button busy={result.isPending} onClick={() => result.mutate(token)}>
            Turn on the alert
          </Button>
        )
      }
      links={<RemoteLink href={paths.jobsSearch}>Browse jobs</RemoteLink>}
    />
  );
}
