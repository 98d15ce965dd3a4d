import { jobAlertMessages } from 'api-contract/alerts';
import { RemoteLink, paths, useSession } from 'shared-kit';
import { useUnsubscribe } from '../api/unsubscribe';
import { MailLinkAction, type MailLinkCopy } from './mail-link-action';

const copy: MailLinkCopy<'unsubscribed' | 'already'> = {
  titles: {
    ask: 'Stop this job alert?',
    bad: 'This link is not valid',
    unsubscribed: "You're unsubscribed.",
    already: 'Already unsubscribed',
  },
  texts: {
    ask: "You won't get emails for this alert any more. Your other alerts and your account stay as they are.",
    unsubscribed: "You won't get this alert again.",
    already: 'This alert was already removed.',
  },
  badLink: jobAlertMessages.badLink,
  button: 'Unsubscribe',
  gone: 'already',
};

/** One-click unsubscribe from an alert mail. */
export function UnsubscribePanel({ token }: { token: string | null }) {
  const student = useSession()?.role === 'student';
  const result = useUnsubscribe();
  return (
    <MailLinkAction
      token={token}
      result={result}
      copy={copy}
      links={
        <>
          {student && <RemoteLink href={paths.studentProfile}>Manage your job alerts</RemoteLink>}
          <RemoteLink href={paths.jobsSearch}>Browse jobs</RemoteLink>
        </>
      }
    />
  );
}
