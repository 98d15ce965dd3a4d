import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { focusRing } from 'shared-kit';
import styled from 'styled-components';

const List = styled.div<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, 1fr);
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Tab = styled.button<{ $selected: boolean }>`
  min-height: 2.75rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  color: ${({ theme, $selected }) => ($selected ? theme.colors.brand : theme.colors.textMuted)};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.surface : 'transparent')};
  box-shadow: ${({ theme, $selected }) => ($selected ? theme.shadows.card : 'none')};
  &:focus-visible {
    ${focusRing}
  }
`;

/** One tab of {@link Tabs}. */
export interface TabItem<T extends string> {
  value: T;
  label: ReactNode;
}

/** Props of {@link Tabs}. */
export interface TabsProps<T extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The id of the panel the tabs control. */
  panelId: string;
  /** Each tab's id (`${idPrefix}-${value}`), which labels the panel while it is selected. */
  idPrefix: string;
  className?: string;
}

/** The index the key moves to from `current` among `count` tabs, or null for any other key. */
function tabKeyTarget(key: string, current: number, count: number): number | null {
  const last = count - 1;
  switch (key) {
    case 'ArrowRight':
      return current >= last ? 0 : current + 1;
    case 'ArrowLeft':
      return current <= 0 ? last : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/**
 * A WAI-ARIA tab list: a click, the arrow keys (wrapping), Home and End select a tab, and only
 * the selected tab is in the Tab order (roving tabindex). The caller renders the panel, with
 * `role="tabpanel"`, the `panelId` and `aria-labelledby` the selected tab's id.
 */
export function Tabs<T extends string>({
  label,
  tabs,
  value,
  onChange,
  panelId,
  idPrefix,
  className,
}: TabsProps<T>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const keyDown = (event: KeyboardEvent) => {
    const current = tabs.findIndex((tab) => tab.value === value);
    const next = tabKeyTarget(event.key, current, tabs.length);
    const target = next === null ? undefined : tabs[next];
    if (next === null || !target) return;
    event.preventDefault();
    onChange(target.value);
    buttons.current[next]?.focus();
  };
  return (
    <List
      role="tablist"
      aria-label={label}
      onKeyDown={keyDown}
      $count={tabs.length}
      className={className}
    >
      {tabs.map((tab, index) => (
        <Tab
          key={tab.value}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-${tab.value}`}
          aria-selected={tab.value === value}
          aria-controls={panelId}
          tabIndex={tab.value === value ? 0 : -1}
          $selected={tab.value === value}
          onClick={() => onChange(tab.value)}
        >
          {tab.label}
        </Tab>
      ))}
    </List>
  );
}
