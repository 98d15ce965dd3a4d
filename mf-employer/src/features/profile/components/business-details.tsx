import { useState } from 'react';
import type { EmployerProfileResponse } from 'api-contract/accounts';
import { TEXT_AREA_MAX_LENGTH } from 'api-contract/common';
import {
  Checkbox,
  media,
  showToast,
  SkeletonLine,
  TextArea,
  TextField,
  useUnsavedChanges,
} from 'shared-kit';
import styled from 'styled-components';
import { column, EditableDetails } from 'ui';
import { abnDraft, abnError, abnToSend, refusedAbn } from '../abn-draft';
import { useUpdateProfile } from '../api/update-profile';
import { AbnSummary, AbnSummaryPlaceholder } from './abn-summary';

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
  ${column('md')}
`;

/** What is being edited: the description and the ABN as typed. */
interface Draft {
  description: string;
  abn: string;
}

/**
 * Business Details: the description and the ABN, edited with Edit, then Save (after the
 * confirmation) or Cancel. The ABN field shows only when the API knows ABNs (its answer has the
 * field), and a save sends the ABN only when it changed.
 */
/** The accuracy box Save waits for (said beside Save, which it may be far below on a phone). */
const ACCURACY_ID = 'business-details-accurate';

export function BusinessDetails({ profile }: { profile: EmployerProfileResponse | undefined }) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [accurate, setAccurate] = useState(false);
  // The ABN's problem shows once the field was left or a save was tried, not while typing.
  const [abnJudged, setAbnJudged] = useState(false);
  const save = useUpdateProfile();
  const takesAbn = profile?.abn !== undefined;
  const savedAbn = abnDraft(profile?.abn);
  // Leaving the page with the details edited and not saved asks first.
  useUnsavedChanges(
    draft !== null && (draft.description !== profile?.description || draft.abn !== savedAbn),
  );

  const cancel = () => {
    setDraft(null);
    setAccurate(false);
    setAbnJudged(false);
    save.reset();
  };
  const typedAbnError = draft && takesAbn ? abnError(draft.abn) : null;
  const submit = () => {
    if (!profile || draft === null || !accurate) return;
    setAbnJudged(true);
    if (typedAbnError) return;
    const abn = takesAbn ? abnToSend(draft.abn, profile.abn) : undefined;
    save.mutate(
      {
        business_name: profile.business_name,
        description: draft.description,
        ...(abn === undefined ? {} : { abn }),
      },
      {
        onSuccess: () => {
          cancel();
          showToast('Business details saved.');
        },
      },
    );
  };
  const refused = refusedAbn(save.error);

  return (
    <EditableDetails
      titleId="business-details-title"
      title="Business Details"
      editing={draft !== null}
      canEdit={profile !== undefined}
      onEdit={() => profile && setDraft({ description: profile.description, abn: savedAbn })}
      onCancel={cancel}
      onSave={submit}
      saveDisabled={!accurate}
      saveBlocker={{ text: 'confirm your details are accurate', fieldId: ACCURACY_ID }}
      saving={save.isPending}
      failure={save.isError && !refused && 'Your description could not be saved. Please try again.'}
      headSpace="md"
    >
      {!profile && (
        <>
          <DescriptionPlaceholder aria-hidden="true">
            <SkeletonLine />
            <SkeletonLine width="85%" />
            <SkeletonLine width="60%" />
          </DescriptionPlaceholder>
          <AbnSummaryPlaceholder />
        </>
      )}
      {profile && draft === null && (
        <>
          {profile.description ? (
            <Text>{profile.description}</Text>
          ) : (
            <Muted>
              Tell students what your business does and what it is like to work with you.
            </Muted>
          )}
          {takesAbn && <AbnSummary abn={profile.abn ?? null} check={profile.abn_check ?? null} />}
        </>
      )}
      {draft !== null && (
        <Form>
          <TextArea
            label="Description"
            maxLength={TEXT_AREA_MAX_LENGTH}
            value={draft.description}
            onChange={(e) => setDraft({ ...draft, description: e.target.value })}
          />
          {takesAbn && (
            <TextField
              label="ABN"
              optional
              hint="Shown on your listings, so students can check your business on ABN Lookup."
              inputMode="numeric"
              autoComplete="off"
              value={draft.abn}
              onChange={(e) => {
                setDraft({ ...draft, abn: e.target.value });
                // What the API said was about the ABN as it was.
                if (refused) save.reset();
              }}
              onBlur={() => setAbnJudged(true)}
              error={(abnJudged ? typedAbnError : null) ?? refused ?? undefined}
            />
          )}
          <Checkbox
            id={ACCURACY_ID}
            label="I confirm the information I have provided is accurate."
            checked={accurate}
            onChange={(e) => setAccurate(e.target.checked)}
          />
        </Form>
      )}
    </EditableDetails>
  );
}
