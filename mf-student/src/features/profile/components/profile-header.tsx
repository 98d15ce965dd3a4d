import { applications } from 'api-contract/applications';
import { AccountHeader, deleteAccountAndLogOut, logOut } from 'shared-kit';

/** The student's name and email, with Log Out and Delete Account (each behind a dialog). */
export function ProfileHeader({ name, email }: { name?: string; email?: string }) {
  return (
    <AccountHeader
      name={name}
      email={email}
      logoutLabel="Log Out"
      logoutMessage="You will be signed out of your student account."
      deleteMessage="This action cannot be undone. All your applications and data will be removed."
      onLogOut={logOut}
      onDelete={() => deleteAccountAndLogOut(applications.deleteStudentAccount)}
    />
  );
}
