import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageColumn, PageLead } from 'ui';
import { queueOf, type QueueTab } from '../../../lib/moderation-paths';
import { useQueueCounts } from '../api/get-counts';
import { QueueList } from './queue-list';
import { QueueTabs, tabId } from './queue-tabs';
import { MessagesList } from './messages-list';
import { RequestsList } from './requests-list';

// The global style's focus ring shows when the panel itself is focused (Tab from the tab list).
const Panel = styled.div`
  min-width: 0;
  border-radius: ${({ theme }) => theme.radii.md};
`;

const PANEL_ID = 'queue-panel';

/**
 * The moderators' queue: listings held before publishing, listings students reported (oldest
 * first), employers' messages flagged or reported (newest first), and employers' requests for a
 * person to look again (oldest first), on four tabs. The tab is in the URL (?status=reported,
 * ?status=messages, ?status=requests), so Back from a review and a reload return to it.
 */
export function QueueScreen() {
  const [params, setParams] = useSearchParams();
  const tab = queueOf(params.get('status'));
  // A failed count shows none: the lists themselves say what failed.
  const counts = useQueueCounts();
  const choose = (next: QueueTab) =>
    setParams(next === 'pending' ? {} : { status: next }, { replace: true });
  return (
    <PageColumn $maxWidth="52rem">
      <h1>Moderation</h1>
      <PageLead>
        Listings held before they were published, listings that students reported, employers’
        messages that look like a scam or that students reported, and employers asking a person to
        look again.
      </PageLead>
      <QueueTabs value={tab} onChange={choose} panelId={PANEL_ID} counts={counts.data} />
      <Panel role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(tab)} tabIndex={0}>
        {tab === 'requests' ? (
          <RequestsList />
        ) : tab === 'messages' ? (
          <MessagesList />
        ) : (
          <QueueList key={tab} queue={tab} />
        )}
      </Panel>
    </PageColumn>
  );
}
