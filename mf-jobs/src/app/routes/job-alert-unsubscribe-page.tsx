import { useSearchParams } from 'react-router-dom';
import { UnsubscribePanel } from '../../features/alerts/components/unsubscribe-panel';
import { MailLinkPage } from './mail-link-page';

/** /jobs/alerts/unsubscribe?token=…: the page behind an alert mail's unsubscribe link; public. */
export function JobAlertUnsubscribePage() {
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() || null;
  return (
    <MailLinkPage>
      <UnsubscribePanel token={token} />
    </MailLinkPage>
  );
}
