import { memo } from 'react';
import { applications } from 'api-contract/applications';
import { RemoteLink, deleteAccountAndLogOut, paths } from 'shared-kit';
import { DangerZone } from 'ui';

// What DELETE /employer/account removes (api/src/applications/delete-employer-account.ts: the
// account, its listings and the applications to them, in one transaction, with the resume files;
// applicants still waiting are emailed) and what the Privacy Policy's Data Retention and the
// moderators' records keep after it.

/**
 * The bottom of the employer's profile: Delete Account, and what it removes and keeps. Memoised:
 * it takes nothing from the profile, so the profile's arrival does not render it again.
 */
export const DeleteAccountSection = memo(function DeleteAccountSection() {
  return (
    <DangerZone
      deleteMessage="This action cannot be undone. All your job posts and data will be removed."
      onDelete={() => deleteAccountAndLogOut(applications.deleteEmployerAccount)}
    >
      <p>
        Deleting your account removes it at once: your business profile, your job listings with
        their questions, and every application to them with its answers, resume and messages.
        Students whose application was still under way are emailed that the job has closed.
      </p>
      <p>
        What we keep: our moderators’ decisions on your listings (with each listing’s title, no
        longer linked to an account), our record of each email we sent you (to whom and when, not
        its text) for a week, usage and security logs for up to 90 days, and encrypted backups,
        overwritten within 35 days. Where a law requires it, or to resolve a dispute, we may keep
        information longer and then destroy or de-identify it, as the{' '}
        <RemoteLink href={`${paths.privacy}#data-retention`}>Privacy Policy</RemoteLink> says under
        Data Retention.
      </p>
    </DangerZone>
  );
});
