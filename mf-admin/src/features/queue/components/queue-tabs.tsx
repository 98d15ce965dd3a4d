import { useRef, type KeyboardEvent } from 'react';
import { focusRing, media } from 'shared-kit';
import styled from 'styled-components';
import type { QueueTab } from '../../../lib/moderation-paths';

export const QUEUE_TABS: readonly { tab: QueueTab; label: string }[] = [
  { tab: 'pending', label: 'Held for review' },
  { tab: 'reported', label: 'Reported' },
  { tab: 'requests', label: 'Requests' },
];

const List = styled.div`
  display: inline-grid;
  grid-template-columns: repeat(${QUEUE_TABS.length}, 1fr);
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  ${media.mobile} {
    display: grid;
  }
`;

// On a phone a tab is a third of the screen: a long label goes on two lines, not past the edge.
const Tab = styled.button<{ $selected: boolean }>`
  min-height: 2.75rem;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  color: ${({ theme, $selected }) => ($selected ? theme.colors.brand : theme.colors.textMuted)};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.surface : 'transparent')};
  box-shadow: ${({ theme, $selected }) => ($selected ? theme.shadows.card : 'none')};
  &:hover {
    color: ${({ theme }) => theme.colors.brand};
  }
  &:focus-visible {
    ${focusRing}
  }
  ${media.mobile} {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
`;

/** The id of a tab, which labels its panel. */
export const tabId = (tab: QueueTab) => `queue-tab-${tab}`;

/**
 * The queues and the employers' requests as a WAI-ARIA tab list: arrow keys (wrapping), Home and
 * End move and select, and only the selected tab is in the Tab order (roving tabindex).
 */
export function QueueTabs({
  value,
  onChange,
  panelId,
}: {
  value: QueueTab;
  onChange: (tab: QueueTab) => void;
  panelId: string;
}) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = QUEUE_TABS.findIndex(({ tab }) => tab === value);
  const select = (index: number) => {
    const target = QUEUE_TABS[index];
    if (!target) return;
    onChange(target.tab);
    tabs.current[index]?.focus();
  };
  const keyDown = (event: KeyboardEvent) => {
    const last = QUEUE_TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft'
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    select(next);
  };
  return (
    <List role="tablist" aria-label="Queues" onKeyDown={keyDown}>
      {QUEUE_TABS.map(({ tab, label }, index) => (
        <Tab
          key={tab}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={tabId(tab)}
          aria-selected={tab === value}
          aria-controls={panelId}
          tabIndex={tab === value ? 0 : -1}
          $selected={tab === value}
          onClick={() => onChange(tab)}
        >
          {label}
        </Tab>
      ))}
    </List>
  );
}
