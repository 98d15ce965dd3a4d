import { jobAlertMessages } from 'api-contract/alerts';
import { RemoteLink, paths } from 'shared-kit';
import { useConfirmAlert } from '../api/confirm-alert';
import { MailLinkAction, type MailLinkCopy } from './mail-link-action';

const copy: MailLinkCopy<'confirmed' | 'already'> = {
  titles: {
    ask: 'Turn on this job alert?',
    bad: 'This link is not valid',
    confirmed: 'Your job alert is on.',
    already: 'Your job alert is already on.',
  },
  texts: {
    ask: "We'll email you new jobs that match the search you saved. Nothing is sent until you turn it on.",
    confirmed: "We'll email you new jobs that match. Every email has a link to stop the alert.",
    already: "You turned it on before. We'll keep emailing you new jobs that match.",
  },
  badLink: jobAlertMessages.badConfirmLink,
  button: 'Turn on the alert',
};

/** Turns on a job alert saved by email, from the link mailed to that address. */
export function ConfirmPanel({ token }: { token: string | null }) {
  const result = useConfirmAlert();
  return (
    <MailLinkAction
      token={token}
      result={result}
      copy={copy}
      links={<RemoteLink href={paths.jobsSearch}>Browse jobs</RemoteLink>}
    />
  );
}
