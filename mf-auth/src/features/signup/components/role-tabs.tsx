import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { SignupRole } from 'api-contract/common';
import { focusRing } from 'shared-kit';

const List = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
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

const TABS: { role: SignupRole; label: string }[] = [
  { role: 'student', label: "I'm a student" },
  { role: 'employer', label: "I'm an employer" },
];

/** The student/employer choice: a WAI-ARIA tab list (arrow keys move between the two tabs). */
export function RoleTabs({
  role,
  onChange,
  panelId,
}: {
  role: SignupRole;
  onChange: (role: SignupRole) => void;
  panelId: string;
}) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const keyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = role === 'student' ? 1 : 0;
    const target = TABS[next];
    if (!target) return;
    onChange(target.role);
    tabs.current[next]?.focus();
  };
  return (
    <List role="tablist" aria-label="Account type" onKeyDown={keyDown}>
      {TABS.map((tab, index) => (
        <Tab
          key={tab.role}
          ref={(el) => {
            tabs.current[index] = el;
          }}
          type="button"
          role="tab"
          id={`role-tab-${tab.role}`}
          aria-selected={role === tab.role}
          aria-controls={panelId}
          tabIndex={role === tab.role ? 0 : -1}
          $selected={role === tab.role}
          onClick={() => onChange(tab.role)}
        >
          {tab.label}
        </Tab>
      ))}
    </List>
  );
}
