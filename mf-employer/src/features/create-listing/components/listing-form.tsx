import { useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { SHORT_PREVIEW_MAX_LENGTH, TEXT_AREA_MAX_LENGTH } from 'api-contract/common';
import type { CategoryCode } from 'api-contract/listings';
import { LocationAutocomplete, useCategories, useMinimumWage } from 'api-calls';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  Select,
  TextArea,
  TextField,
  useUnsavedChanges,
} from 'shared-kit';
import styled from 'styled-components';
import { column, FailureNote, wrappingRow } from 'ui';
import {
  checkDraftPay,
  digitsOnly,
  emptyListing,
  FIELD_IDS,
  isValidMax,
  postBlockers,
  truncatePreview,
  type ListingDraft,
} from '../listing-form';
import { ExpiryDateField } from './expiry-date-field';
import { FormSection } from './form-section';
import { MissingBeforePost } from './missing-before-post';
import { PayFields } from './pay-fields';
import { PaySummary } from './pay-summary';
import { QuestionsEditor } from './questions-editor';

const Form = styled.form`
  ${column('lg')}
`;

const Actions = styled.div`
  ${wrappingRow('sm', 'md')}
`;

export interface ListingFormProps {
  /** The draft it opens with (Post again, an edit); an empty form otherwise. */
  initial?: ListingDraft;
  /** The submit button's and the confirm button's label ("Post Job", "Save changes"). */
  submitLabel: string;
  /** What the button does, in the line that says what is still missing ("post", "save"). */
  verb: string;
  confirmTitle: string;
  confirmMessage: (draft: ListingDraft) => string;
  busy: boolean;
  /** What the last save's failure says (and offers), shown above the button; null when none. */
  failure: ReactNode;
  /**
   * Saves the confirmed draft; calls `settled` when the save ends, either way, and `saved` once it
   * succeeded, before leaving the page (the form no longer asks before its edits are dropped).
   */
  onSave: (draft: ListingDraft, done: { settled: () => void; saved: () => void }) => void;
}

/**
 * The listing form: Basic Details, Pay and Hours, Job Description, Application Questions, the
 * declaration, then a confirmed save. Create Job Listing posts with it, and an edit saves with it.
 */
export function ListingForm({
  initial,
  submitLabel,
  verb,
  confirmTitle,
  confirmMessage,
  busy,
  failure,
  onSave,
}: ListingFormProps) {
  const [opening] = useState<ListingDraft>(() => initial ?? emptyListing());
  const [draft, setDraft] = useState<ListingDraft>(opening);
  const [confirming, setConfirming] = useState(false);
  const [saved, setSaved] = useState(false);
  // A listing typed out and not yet saved is not dropped without asking (leaving, reloading).
  useUnsavedChanges(!saved && JSON.stringify(draft) !== JSON.stringify(opening));
  const categories = useCategories();
  const minimumWage = useMinimumWage();
  const set = (patch: Partial<ListingDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const payCheck = checkDraftPay(draft, minimumWage.data?.rates);
  const blockers = postBlockers(draft, payCheck);
  const ready = blockers.length === 0;

  const review = (event: FormEvent) => {
    event.preventDefault();
    if (ready) setConfirming(true);
  };

  const categoryOptions = (categories.data?.categories ?? []).map((c) => ({
    value: c.code,
    label: c.display_name,
  }));

  return (
    <Form onSubmit={review} noValidate>
      <FormSection title="Basic Details">
        <TextField
          id={FIELD_IDS.title}
          label="Job title"
          required
          value={draft.title}
          onChange={(e) => set({ title: e.target.value })}
        />
        <Select
          // Mounted again once the categories arrive, so a filled draft's category shows chosen
          // however late its options come.
          key={categoryOptions.length}
          id={FIELD_IDS.category}
          label="Category"
          required
          placeholder="Choose a category"
          options={categoryOptions}
          value={draft.category}
          onChange={(e) => set({ category: e.target.value as CategoryCode | '' })}
        />
        <LocationAutocomplete
          id={FIELD_IDS.location}
          label="Location"
          required
          placeholder="Suburb or postcode"
          value={draft.locationText}
          onChange={(locationText) => set({ locationText })}
          onPick={(place) => set({ place })}
          showPicked
        />
        <TextArea
          id={FIELD_IDS.shortPreview}
          label="Short preview"
          hint="One or two lines shown on the job card."
          required
          rows={2}
          maxLength={SHORT_PREVIEW_MAX_LENGTH}
          value={draft.shortPreview}
          onChange={(e) => set({ shortPreview: truncatePreview(e.target.value) })}
        />
        <ExpiryDateField
          id={FIELD_IDS.expiry}
          value={draft.expiry}
          onChange={(expiry) => set({ expiry })}
        />
        <TextField
          id={FIELD_IDS.maxApplications}
          label="Maximum applications"
          required
          inputMode="numeric"
          value={draft.maxApplications}
          onChange={(e) => set({ maxApplications: digitsOnly(e.target.value) })}
          error={
            draft.maxApplications !== '' && !isValidMax(draft.maxApplications)
              ? 'Maximum applications must be at least 1.'
              : undefined
          }
        />
      </FormSection>
      <FormSection title="Pay and Hours">
        <PayFields pay={draft.pay} check={payCheck} onChange={(pay) => set({ pay })} />
      </FormSection>
      <FormSection title="Job Description">
        <TextArea
          id={FIELD_IDS.description}
          label="Description"
          hint="Duties, skills and what you are looking for."
          required
          rows={5}
          maxLength={TEXT_AREA_MAX_LENGTH}
          value={draft.description}
          onChange={(e) => set({ description: e.target.value })}
        />
      </FormSection>
      <FormSection title="Application Questions">
        <QuestionsEditor questions={draft.questions} onChange={(questions) => set({ questions })} />
      </FormSection>
      <Checkbox
        id={FIELD_IDS.declared}
        label="I confirm that all details in this job listing are accurate and complete."
        checked={draft.declared}
        onChange={(e) => set({ declared: e.target.checked })}
      />
      {failure !== null && failure !== undefined && (
        <FailureNote role="alert">{failure}</FailureNote>
      )}
      <Actions>
        <Button
          type="submit"
          size="lg"
          disabled={!ready}
          aria-describedby={ready ? undefined : 'post-job-missing'}
        >
          {submitLabel}
        </Button>
        <MissingBeforePost id="post-job-missing" blockers={blockers} verb={verb} />
      </Actions>
      <ConfirmDialog
        open={confirming}
        title={confirmTitle}
        message={confirmMessage(draft)}
        confirmLabel={submitLabel}
        busy={busy}
        onConfirm={() =>
          onSave(draft, {
            settled: () => setConfirming(false),
            // Synchronously, so the prompt is gone before the caller navigates away.
            saved: () => flushSync(() => setSaved(true)),
          })
        }
        onCancel={() => setConfirming(false)}
      >
        {payCheck.pay && <PaySummary pay={payCheck.pay} minimum={payCheck.minimum} />}
      </ConfirmDialog>
    </Form>
  );
}
