import type { ModerationCountsResponse } from 'api-contract/moderation';
import { VisuallyHidden, media } from 'shared-kit';
import styled from 'styled-components';
import { Tabs, type TabItem } from 'ui';
import type { QueueTab } from '../../../lib/moderation-paths';

const QUEUE_TABS: readonly { value: QueueTab; label: string }[] = [
  { value: 'pending', label: 'Held for review' },
  { value: 'reported', label: 'Reported' },
  { value: 'messages', label: 'Messages' },
  { value: 'requests', label: 'Requests' },
];

// The count after a tab's label: seen as a small pill, heard as ", 3 waiting".
const Count = styled.span`
  display: inline-block;
  min-width: 1.5rem;
  margin-left: ${({ theme }) => theme.space.xs};
  padding: 0 0.375rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.5;
`;

// The label's last word and the count, kept on one line: a tab too narrow for the whole label
// breaks it between words ("Held for / review 1" at 320 px), never between a word and its count.
const LastWord = styled.span`
  white-space: nowrap;
`;

/** The tabs, each with how many wait on it when the counts are known (none while they are not). */
function tabsWithCounts(counts: ModerationCountsResponse | undefined): TabItem<QueueTab>[] {
  return QUEUE_TABS.map(({ value, label }) => {
    const n = counts?.[value];
    if (n === undefined) return { value, label };
    const last = label.lastIndexOf(' ') + 1;
    return {
      value,
      label: (
        <>
          {label.slice(0, last)}
          <LastWord>
            {label.slice(last)}
            <Count aria-hidden="true">{n}</Count>
          </LastWord>
          <VisuallyHidden>, {n} waiting</VisuallyHidden>
        </>
      ),
    };
  });
}

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

/**
 * The queues and the employers' requests as a tab list (ui's Tabs: arrow keys, Home, End), each
 * with how many wait on it, from the API's counts.
 */
export function QueueTabs({
  value,
  onChange,
  panelId,
  counts,
}: {
  value: QueueTab;
  onChange: (tab: QueueTab) => void;
  panelId: string;
  counts?: ModerationCountsResponse;
}) {
  return (
    <QueueTabList
      label="Queues"
      tabs={tabsWithCounts(counts)}
      value={value}
      onChange={onChange}
      panelId={panelId}
      idPrefix={TAB_ID_PREFIX}
    />
  );
}
