import { applications } from 'api-contract/applications';
import { AccountHeader, deleteAccountAndLogOut, logOut } from 'shared-kit';

/** The business name and email, with Logout and Delete Account (each behind a dialog). */
export function EmployerHeader({ name, email }: { name?: string; email?: string }) {
  return (
    <AccountHeader
      name={name}
      email={email}
      logoutLabel="Logout"
      logoutMessage="You will be signed out of your employer account."
      deleteMessage="This action cannot be undone. All your job posts and data will be removed."
      onLogOut={logOut}
      onDelete={() => deleteAccountAndLogOut(applications.deleteEmployerAccount)}
    />
  );
}
