import type { SignupRole } from 'api-contract/common';
import { Tabs, type TabItem } from 'ui';

const TABS: readonly TabItem<SignupRole>[] = [
  { value: 'student', label: "I'm a student" },
  { value: 'employer', label: "I'm an employer" },
];

/** The student/employer choice: a WAI-ARIA tab list (the arrow keys move between the tabs). */
export function RoleTabs({
  role,
  onChange,
  panelId,
}: {
  role: SignupRole;
  onChange: (role: SignupRole) => void;
  panelId: string;
}) {
  return (
    <Tabs
      label="Account type"
      tabs={TABS}
      value={role}
      onChange={onChange}
      panelId={panelId}
      idPrefix="role-tab"
    />
  );
}
