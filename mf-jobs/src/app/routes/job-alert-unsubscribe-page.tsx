import { useSearchParams } from 'react-router-dom';
import { PageContainer } from 'shared-kit';
import styled from 'styled-components';
import { UnsubscribePanel } from '../../features/alerts/components/unsubscribe-panel';

const Page = styled(PageContainer)`
  max-width: 36rem;
  padding-top: ${({ theme }) => theme.space.xxl};
`;

/** /jobs/alerts/unsubscribe?token=…: the page behind an alert mail's unsubscribe link; public. */
export function JobAlertUnsubscribePage() {
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() || null;
  return (
    <Page>
      <UnsubscribePanel token={token} />
    </Page>
  );
}
