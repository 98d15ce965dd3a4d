import { applications } from 'api-contract/applications';
import { RemoteLink, deleteAccountAndLogOut, paths } from 'shared-kit';
import { DangerZone } from 'ui';

// What DELETE /student/account removes (api/src/applications/delete-student-account.ts: the
// account and everything keyed to it, in one transaction, with the resume files) and what the
// Privacy Policy's Data Retention says is kept after it.

/** The bottom of the student's profile: Delete Account, and what it removes and keeps. */
export function DeleteAccountSection() {
  return (
    <DangerZone
      deleteMessage="This action cannot be undone. All your applications and data will be removed."
      onDelete={() => deleteAccountAndLogOut(applications.deleteStudentAccount)}
    >
      <p>
        Deleting your account removes it at once: your profile and student verification, your
        applications with their answers, resumes and messages, your saved resume, saved jobs and job
        alerts. Employers no longer see your applications; a copy of a resume an employer already
        downloaded stays with that employer.
      </p>
      <p>
        What we keep: our record of each email we sent you (to whom and when, not its text) for a
        week, usage and security logs for up to 90 days, and encrypted backups, overwritten within
        35 days. Where a law requires it, or to resolve a dispute, we may keep information longer
        and then destroy or de-identify it, as the{' '}
        <RemoteLink href={`${paths.privacy}#data-retention`}>Privacy Policy</RemoteLink> says under
        Data Retention.
      </p>
    </DangerZone>
  );
}
