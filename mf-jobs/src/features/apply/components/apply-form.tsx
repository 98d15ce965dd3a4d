import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SavedResume } from 'api-contract/applications';
import { endpointKey, TEXT_AREA_MAX_LENGTH } from 'api-contract/common';
import { type JobDetail, listings } from 'api-contract/listings';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  ActionFailure,
  paths,
  showToast,
  TextArea,
  TextField,
} from 'shared-kit';
import { navigateToUrl } from 'single-spa';
import styled from 'styled-components';
import { refusalText } from '../../../lib/error-text';
import { formFrame } from './form-frame';
import { useSubmitApplication } from '../api/submit-application';
import {
  applyErrors,
  applyRequestBody,
  emptyDraft,
  hasErrors,
  resumeError,
  type ApplyDraft,
} from '../apply-form';
import { ResumeChoice } from './resume-choice';

const Form = styled.form`
  ${formFrame}
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

/** The toast once sent, saying whether "Also save it to my profile" worked when it was asked. */
function sentMessage(resumeSaved: boolean | undefined): string {
  if (resumeSaved === undefined) return 'Application sent.';
  return resumeSaved
    ? 'Application sent. Your resume is saved to your profile.'
    : 'Application sent, but your resume could not be saved to your profile. You can upload it there.';
}

/**
 * 'Apply for this position': answers, extras, contact, resume (the saved one or a new file) and the
 * declaration.
 */
export function ApplyForm({
  job,
  accountEmail,
  savedResume = null,
}: {
  job: JobDetail;
  accountEmail: string;
  savedResume?: SavedResume | null;
}) {
  const [draft, setDraft] = useState<ApplyDraft>(() => emptyDraft(job, accountEmail, savedResume));
  const [submitted, setSubmitted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const submit = useSubmitApplication();
  const queryClient = useQueryClient();
  const errors = applyErrors(draft);
  const shown = submitted ? errors : {};
  const set = (patch: Partial<ApplyDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const review = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!hasErrors(errors)) {
      setConfirming(true);
      return;
    }
    // Once the errors are on screen, take the user to the first, as a screen reader needs.
    const form = event.currentTarget;
    requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const send = () => {
    const withNewFile = draft.resumeSource === 'new';
    if (withNewFile && !draft.resume) return;
    submit.mutate(
      {
        body: applyRequestBody(job, draft),
        resume: withNewFile ? draft.resume : null,
        saveResume: withNewFile && draft.saveResume,
      },
      {
        onSuccess: ({ resumeSaved }) => {
          // The job page shows the application from now on, not this form, even for a moment.
          queryClient.removeQueries({
            queryKey: endpointKey(listings.job, { id: job.id }),
          });
          showToast(sentMessage(resumeSaved));
          // To the application just sent, not the top of the profile two screens above it.
          navigateToUrl(`${paths.studentProfile}#applications`);
        },
        onSettled: () => setConfirming(false),
      },
    );
  };

  // 'Please enter a valid email.' as soon as a typed address is invalid; when empty, on submit.
  const emailError = draft.email.trim() !== '' || submitted ? errors.email : undefined;

  return (
    <Form onSubmit={review} noValidate aria-labelledby="apply-title">
      <h2 id="apply-title">Apply for this position</h2>
      {job.questions.map((question, index) => (
        <TextArea
          key={job.question_ids[index] ?? index}
          label={question}
          required
          maxLength={TEXT_AREA_MAX_LENGTH}
          value={draft.answers[index] ?? ''}
          onChange={(e) =>
            set({ answers: draft.answers.map((a, i) => (i === index ? e.target.value : a)) })
          }
          error={shown.answers?.[index]}
        />
      ))}
      <TextArea
        label="Anything else"
        hint="Anything else you would like the employer to know."
        optional
        maxLength={TEXT_AREA_MAX_LENGTH}
        value={draft.anythingElse}
        onChange={(e) => set({ anythingElse: e.target.value })}
      />
      <TextField
        label="Preferred email"
        type="email"
        autoComplete="email"
        required
        value={draft.email}
        onChange={(e) => set({ email: e.target.value })}
        error={emailError}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        optional
        value={draft.phone}
        onChange={(e) => set({ phone: e.target.value })}
      />
      <ResumeChoice
        saved={savedResume}
        source={draft.resumeSource}
        file={draft.resume}
        saveResume={draft.saveResume}
        onChange={set}
        error={draft.resume ? resumeError(draft.resume) : shown.resume}
      />
      <Checkbox
        label="I declare that all details provided in this application are accurate."
        checked={draft.declared}
        onChange={(e) => set({ declared: e.target.checked })}
        error={shown.declared}
      />
      {submit.isError && (
        // The API's words when it refused (no room, already applied, too many uploads under way),
        // which say what to do; SPEC's text otherwise.
        <ActionFailure>
          {refusalText(submit.error, 'Failed to submit application. Please try again.')}
        </ActionFailure>
      )}
      <div>
        <Button type="submit" size="lg">
          Submit application
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Confirm Submission"
        message={`Send your application for ${job.title} at ${job.business_name}? Submitted applications cannot be edited.`}
        confirmLabel="Submit"
        busy={submit.isPending}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
      />
    </Form>
  );
}
