import { useState } from 'react';
import type { EmployerProfileResponse } from 'api-contract/accounts';
import { SHORT_TEXT_MAX_LENGTH, TEXT_AREA_MAX_LENGTH } from 'api-contract/common';
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
import { useUpdateProfile } from '../api/update-profile';
import {
  draftErrors,
  draftOf,
  refusedField,
  requestOf,
  type BusinessDraft,
  type DraftField,
} from '../business-draft';
import { AbnSummary, AbnSummaryPlaceholder } from './abn-summary';
import { BusinessContactFields } from './business-contact-fields';
import {
  BusinessContactSummary,
  BusinessContactSummaryPlaceholder,
} from './business-contact-summary';

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

/** The accuracy box Save waits for (said beside Save, which it may be far below on a phone). */
const ACCURACY_ID = 'business-details-accurate';

/**
 * Business Details: the business name, description, ABN, address, website and phone, edited with
 * Edit, then Save (after the confirmation) or Cancel. The ABN field shows only when the API knows
 * ABNs (its answer has the field). A field's problem shows once it was left or a save was tried,
 * not while typing; what the API refuses shows by its field.
 */
export function BusinessDetails({ profile }: { profile: EmployerProfileResponse | undefined }) {
  const [draft, setDraft] = useState<BusinessDraft | null>(null);
  const [accurate, setAccurate] = useState(false);
  const [left, setLeft] = useState<ReadonlySet<DraftField>>(new Set());
  const [tried, setTried] = useState(false);
  const save = useUpdateProfile();
  const takesAbn = profile?.abn !== undefined;
  // Leaving the page with the details edited and not saved asks first.
  useUnsavedChanges(
    draft !== null &&
      profile !== undefined &&
      JSON.stringify(draft) !== JSON.stringify(draftOf(profile)),
  );

  const cancel = () => {
    setDraft(null);
    setAccurate(false);
    setLeft(new Set());
    setTried(false);
    save.reset();
  };
  const errors = draft ? draftErrors(draft, takesAbn) : {};
  const refused = refusedField(save.error);
  const shown: Partial<Record<DraftField, string>> = {};
  for (const [field, message] of Object.entries(errors) as [DraftField, string][]) {
    if (tried || left.has(field)) shown[field] = message;
  }
  if (refused) shown[refused.field] ??= refused.message;
  const change = (next: Partial<BusinessDraft>) => {
    if (!draft) return;
    setDraft({ ...draft, ...next });
    // What the API said was about the details as they were.
    if (refused) save.reset();
  };
  const leave = (field: DraftField) => setLeft(new Set(left).add(field));
  const submit = () => {
    if (!profile || draft === null || !accurate) return;
    setTried(true);
    if (Object.keys(errors).length > 0) return;
    save.mutate(requestOf(draft, profile, takesAbn), {
      onSuccess: () => {
        cancel();
        showToast('Business details saved.');
      },
    });
  };

  return (
    <EditableDetails
      titleId="business-details-title"
      title="Business Details"
      editing={draft !== null}
      canEdit={profile !== undefined}
      onEdit={() => profile && setDraft(draftOf(profile))}
      onCancel={cancel}
      onSave={submit}
      saveDisabled={!accurate}
      saveBlocker={{ text: 'confirm your details are accurate', fieldId: ACCURACY_ID }}
      saving={save.isPending}
      failure={save.isError && !refused && 'Your details could not be saved. Please try again.'}
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
          <BusinessContactSummaryPlaceholder />
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
          {profile.address !== undefined && <BusinessContactSummary profile={profile} />}
        </>
      )}
      {draft !== null && (
        <Form>
          <TextField
            label="Business name"
            required
            hint={
              takesAbn
                ? 'Use the name on your ABN registration: a new name is checked with the register.'
                : undefined
            }
            autoComplete="organization"
            maxLength={SHORT_TEXT_MAX_LENGTH}
            value={draft.businessName}
            onChange={(e) => change({ businessName: e.target.value })}
            onBlur={() => leave('businessName')}
            error={shown.businessName}
          />
          <TextArea
            label="Description"
            maxLength={TEXT_AREA_MAX_LENGTH}
            value={draft.description}
            onChange={(e) => change({ description: e.target.value })}
          />
          {takesAbn && (
            <TextField
              label="ABN"
              optional
              hint="Shown on your listings, so students can check your business on ABN Lookup."
              inputMode="numeric"
              autoComplete="off"
              value={draft.abn}
              onChange={(e) => change({ abn: e.target.value })}
              onBlur={() => leave('abn')}
              error={shown.abn}
            />
          )}
          {profile?.address !== undefined && (
            <BusinessContactFields draft={draft} errors={shown} onChange={change} onLeave={leave} />
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
