import { media } from 'shared-kit';
import styled from 'styled-components';
import { Tabs, type TabItem } from 'ui';
import type { QueueTab } from '../../../lib/moderation-paths';

const QUEUE_TABS: readonly TabItem<QueueTab>[] = [
  { value: 'pending', label: 'Held for review' },
  { value: 'reported', label: 'Reported' },
  { value: 'messages', label: 'Messages' },
  { value: 'requests', label: 'Requests' },
];

const TAB_ID_PREFIX = 'queue-tab';

// As wide as its labels beside the heading, outlined; on a phone the four tabs are two rows of
// two, as a quarter of the screen is narrower than "Messages" or "Requests".
const QueueTabList = styled(Tabs<QueueTab>)`
  display: inline-grid;
  border: 1px solid ${({ theme }) => theme.colors.border};
  [role='tab'] {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  }
  [role='tab']:hover {
    color: ${({ theme }) => theme.colors.brand};
  }
  ${media.mobile} {
    display: grid;
    grid-template-columns: repeat(2, 1fr);
    [role='tab'] {
      padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
      line-height: ${({ theme }) => theme.lineHeights.tight};
    }
  }
`;

/** The id of a tab, which labels its panel. */
export const tabId = (tab: QueueTab) => `${TAB_ID_PREFIX}-${tab}`;

/** The queues and the employers' requests as a tab list (ui's Tabs: arrow keys, Home, End). */
export function QueueTabs({
  value,
  onChange,
  panelId,
}: {
  value: QueueTab;
  onChange: (tab: QueueTab) => void;
  panelId: string;
}) {
  return (
    <QueueTabList
      label="Queues"
      tabs={QUEUE_TABS}
      value={value}
      onChange={onChange}
      panelId={panelId}
      idPrefix={TAB_ID_PREFIX}
    />
  );
}
