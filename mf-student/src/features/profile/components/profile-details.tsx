import { useState } from 'react';
import type { StudentProfileResponse } from 'api-contract/accounts';
import { TEXT_AREA_MAX_LENGTH } from 'api-contract/common';
import {
  ActionFailure,
  Button,
  Card,
  Checkbox,
  Heading,
  showToast,
  useUnsavedChanges,
} from 'shared-kit';
import styled from 'styled-components';
import { useUpdateProfile } from '../api/update-profile';
import { draftChanged, draftFrom, type ProfileDraft } from '../profile-draft';
import { ProfileFields, ProfileFieldsSkeleton } from './profile-fields';

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const SaveFailure = styled(ActionFailure)`
  flex-basis: 100%;
  text-align: right;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * Profile Details: read-only until Edit Profile, which copies the saved values into a draft;
 * Cancel drops it; Save Changes (once the accuracy box is ticked) saves and leaves edit mode.
 */
export function ProfileDetails({ profile }: { profile: StudentProfileResponse | undefined }) {
  const [draft, setDraft] = useState<ProfileDraft | null>(null);
  const [accurate, setAccurate] = useState(false);
  const save = useUpdateProfile();
  const editing = draft !== null;
  // Leaving the page with edits not saved asks first (issue 32).
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
    <Card as="section" aria-labelledby="profile-details-title">
      <Top>
        <Heading id="profile-details-title">Profile Details</Heading>
        <Actions>
          {editing ? (
            <>
              <Button variant="secondary" onClick={cancel} disabled={save.isPending}>
                Cancel
              </Button>
              <Button onClick={submit} disabled={!accurate} busy={save.isPending}>
                Save Changes
              </Button>
            </>
          ) : (
            <Button variant="secondary" onClick={edit} disabled={!profile}>
              Edit Profile
            </Button>
          )}
        </Actions>
        {editing && save.isError && (
          <SaveFailure>Your changes could not be saved. Please try again.</SaveFailure>
        )}
      </Top>
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
          label="I confirm the information I have provided is accurate."
          checked={accurate}
          onChange={(e) => setAccurate(e.target.checked)}
        />
      )}
    </Card>
  );
}
