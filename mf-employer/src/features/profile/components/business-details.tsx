import { useState } from 'react';
import { TEXT_AREA_MAX_LENGTH, type EmployerProfileResponse } from 'api-contract';
import {
  ActionFailure,
  Button,
  Card,
  Checkbox,
  Heading,
  media,
  showToast,
  SkeletonLine,
  TextArea,
  useUnsavedChanges,
} from 'shared-kit';
import styled from 'styled-components';
import { useUpdateProfile } from '../api/update-profile';

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const SaveFailure = styled(ActionFailure)`
  flex-basis: 100%;
  text-align: right;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-line;
  color: ${({ theme }) => theme.colors.text};
`;

const Muted = styled(Text)`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The description while it loads, in lines of its own size: a description of up to 250
 * characters takes two lines on a wide card; on a phone it takes one to six, and three is the
 * middle, so the section below moves by at most a few lines either way.
 */
const DescriptionPlaceholder = styled.div`
  > :nth-child(n + 3) {
    display: none;
  }
  ${media.mobile} {
    > :nth-child(n + 3) {
      display: flex;
    }
  }
`;

const Form = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** Business Details: the description, edited with Edit, then Save (after the confirmation) or Cancel. */
export function BusinessDetails({ profile }: { profile: EmployerProfileResponse | undefined }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [accurate, setAccurate] = useState(false);
  const save = useUpdateProfile();
  // Leaving the page with the description edited and not saved asks first (issue 32).
  useUnsavedChanges(draft !== null && draft !== profile?.description);

  const cancel = () => {
    setDraft(null);
    setAccurate(false);
    save.reset();
  };
  const submit = () => {
    if (!profile || draft === null || !accurate) return;
    save.mutate(
      { business_name: profile.business_name, description: draft },
      {
        onSuccess: () => {
          cancel();
          showToast('Business details saved.');
        },
      },
    );
  };

  return (
    <Card as="section" aria-labelledby="business-details-title">
      <Top>
        <Heading id="business-details-title">Business Details</Heading>
        <Actions>
          {draft === null ? (
            <Button
              variant="secondary"
              disabled={!profile}
              onClick={() => profile && setDraft(profile.description)}
            >
              Edit
            </Button>
          ) : (
            <>
              <Button variant="secondary" onClick={cancel} disabled={save.isPending}>
                Cancel
              </Button>
              <Button onClick={submit} disabled={!accurate} busy={save.isPending}>
                Save
              </Button>
            </>
          )}
        </Actions>
        {draft !== null && save.isError && (
          <SaveFailure>Your description could not be saved. Please try again.</SaveFailure>
        )}
      </Top>
      {!profile && (
        <DescriptionPlaceholder aria-hidden="true">
          <SkeletonLine />
          <SkeletonLine width="85%" />
          <SkeletonLine width="60%" />
        </DescriptionPlaceholder>
      )}
      {profile &&
        draft === null &&
        (profile.description ? (
          <Text>{profile.description}</Text>
        ) : (
          <Muted>Tell students what your business does and what it is like to work with you.</Muted>
        ))}
      {draft !== null && (
        <Form>
          <TextArea
            label="Description"
            maxLength={TEXT_AREA_MAX_LENGTH}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <Checkbox
            label="I confirm the information I have provided is accurate."
            checked={accurate}
            onChange={(e) => setAccurate(e.target.checked)}
          />
        </Form>
      )}
    </Card>
  );
}
