import { useState } from 'react';
import type { StudentProfileResponse } from 'api-contract/accounts';
import { TEXT_AREA_MAX_LENGTH } from 'api-contract/common';
import { Checkbox, showToast, useUnsavedChanges } from 'shared-kit';
import { EditableDetails } from 'ui';
import { useUpdateProfile } from '../api/update-profile';
import { draftChanged, draftFrom, type ProfileDraft } from '../profile-draft';
import { ProfileFields, ProfileFieldsSkeleton } from './profile-fields';

/** Save Changes waits for the accuracy box, which on a phone sits screens below the button. */
const ACCURACY_BLOCKER = {
  text: 'confirm your details are accurate',
  fieldId: 'profile-details-accurate',
};

/**
 * Profile Details: read-only until Edit Profile, which copies the saved values into a draft;
 * Cancel drops it; Save Changes (once the accuracy box is ticked) saves and leaves edit mode.
 */
export function ProfileDetails({ profile }: { profile: StudentProfileResponse | undefined }) {
  const [draft, setDraft] = useState<ProfileDraft | null>(null);
  const [accurate, setAccurate] = useState(false);
  const save = useUpdateProfile();
  const editing = draft !== null;
  // Leaving the page with edits not saved asks first.
  useUnsavedChanges(draft !== null && profile !== undefined && draftChanged(draft, profile));

  const edit = () => {
    if (!profile) return;
    setDraft(draftFrom(profile));
    setAccurate(false);
  };
  const cancel = () => {
    setDraft(null);
    setAccurate(false);
    save.reset();
  };
  const submit = () => {
    if (!draft || !accurate || save.isPending) return;
    save.mutate(draft, {
      onSuccess: () => {
        cancel();
        showToast('Profile saved.');
      },
    });
  };

  return (
    <EditableDetails
      titleId="profile-details-title"
      title="Profile Details"
      editing={editing}
      canEdit={profile !== undefined}
      editLabel="Edit Profile"
      saveLabel="Save Changes"
      onEdit={edit}
      onCancel={cancel}
      onSave={submit}
      saveDisabled={!accurate}
      saveBlocker={ACCURACY_BLOCKER}
      saving={save.isPending}
      failure={save.isError && 'Your changes could not be saved. Please try again.'}
    >
      {profile ? (
        <ProfileFields
          profile={profile}
          values={draft ?? draftFrom(profile)}
          editing={editing}
          onChange={setDraft}
          maxLength={TEXT_AREA_MAX_LENGTH}
        />
      ) : (
        <ProfileFieldsSkeleton />
      )}
      {editing && (
        <Checkbox
          id={ACCURACY_BLOCKER.fieldId}
          label="I confirm the information I have provided is accurate."
          checked={accurate}
          onChange={(e) => setAccurate(e.target.checked)}
        />
      )}
    </EditableDetails>
  );
}
