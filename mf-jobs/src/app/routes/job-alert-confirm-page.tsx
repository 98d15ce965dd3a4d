import { useSearchParams } from 'react-router-dom';
import { ConfirmPanel } from '../../features/alerts/components/confirm-panel';
import { MailLinkPage } from './mail-link-page';

/**
 * /jobs/alerts/confirm?token=…: the page behind the link mailed to whoever saved an alert by
 * email, which turns the alert on; public.
 */
export function JobAlertConfirmPage() {
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() || null;
  return (
    <MailLinkPage>
      <ConfirmPanel token={token} />
    </MailLinkPage>
  );
}
