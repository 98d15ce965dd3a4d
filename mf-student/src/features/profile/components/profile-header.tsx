import { logOut } from 'shared-kit';
import { AccountHeader } from 'ui';

/** The student's name and email, with Log Out behind its dialog (Delete Account: danger zone). */
export function ProfileHeader({ name, email }: { name?: string; email?: string }) {
  return (
    <AccountHeader
      name={name}
      email={email}
      logoutLabel="Log Out"
      logoutMessage="You will be signed out of your student account."
      onLogOut={logOut}
    />
  );
}
