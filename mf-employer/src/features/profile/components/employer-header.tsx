import { logOut } from 'shared-kit';
import { AccountHeader } from 'ui';

/** The business name and email, with Logout behind its dialog (Delete Account: danger zone). */
export function EmployerHeader({ name, email }: { name?: string; email?: string }) {
  return (
    <AccountHeader
      name={name}
      email={email}
      logoutLabel="Logout"
      logoutMessage="You will be signed out of your employer account."
      onLogOut={logOut}
    />
  );
}
