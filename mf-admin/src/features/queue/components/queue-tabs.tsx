import { useRef, type KeyboardEvent } from 'react';
import type { ModerationQueue } from 'api-contract';
import { focusRing, media } from 'shared-kit';
import styled from 'styled-components';

const List = styled.div`
  display: inline-grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  ${media.mobile} {
    display: grid;
  }
`;

const Tab = styled.button<{ $selected: boolean }>`
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.lg};
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
    padding: 0 ${({ theme }) => theme.space.sm};
  }
`;

export const QUEUE_TABS: readonly { queue: ModerationQueue; label: string }[] = [
  { queue: 'pending', label: 'Held for review' },
  { queue: 'reported', label: 'Reported' },
];

/** The id of a queue's tab, which labels its panel. */
export const tabId = (queue: ModerationQueue) => `queue-tab-${queue}`;

/** The two queues as a WAI-ARIA tab list: arrow keys, Home and End move and select. */
export function QueueTabs({
  value,
  onChange,
  panelId,
}: {
  value: ModerationQueue;
  onChange: (queue: ModerationQueue) => void;
  panelId: string;
}) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = QUEUE_TABS.findIndex((tab) => tab.queue === value);
  const select = (index: number) => {
    const target = QUEUE_TABS[index];
    if (!target) return;
    onChange(target.queue);
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
      {QUEUE_TABS.map((tab, index) => (
        <Tab
          key={tab.queue}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={tabId(tab.queue)}
          aria-selected={tab.queue === value}
          aria-controls={panelId}
          tabIndex={tab.queue === value ? 0 : -1}
          $selected={tab.queue === value}
          onClick={() => onChange(tab.queue)}
        >
          {tab.label}
        </Tab>
      ))}
    </List>
  );
}
