import { useState, type FormEvent } from 'react';
import { interviewMessages, type InterviewInvitation } from 'api-contract/applications';
import { TEXT_AREA_MAX_LENGTH } from 'api-contract/common';
import { ActionFailure, Button, TextArea, getErrorDetail, showToast } from 'shared-kit';
import styled from 'styled-components';
import { Facts, RadioChoices } from 'ui';
import { useAnswerInterview } from '../api/answer-interview';
import { formatSlot } from '../slot-format';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Send = styled(Button)`
  align-self: flex-start;
`;

const OTHER = 'other';

/**
 * The interview times offered, as radio cards, with "None of these work" (then a note saying which
 * times would suit). Once a time is picked, it shows that time and where.
 */
export function InterviewPicker({
  applicationId,
  interview,
}: {
  applicationId: string;
  interview: InterviewInvitation;
}) {
  const answer = useAnswerInterview(applicationId);
  const [choice, setChoice] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const chosen = interview.slots.find((slot) => slot.chosen);

  if (chosen) {
    return (
      <Facts>
        <dt>Time</dt>
        <dd>{formatSlot(chosen.starts_at)}</dd>
        <dt>Where</dt>
        <dd>{interview.where}</dd>
      </Facts>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice === '') {
      setError('Pick a time, or say none of these work.');
      return;
    }
    if (choice === OTHER && note.trim() === '') {
      setError(interviewMessages.noteForOtherTimes);
      return;
    }
    setError(undefined);
    const body = choice === OTHER ? { slot: null, note: note.trim() } : { slot: choice };
    answer.mutate(body, {
      onSuccess: () =>
        showToast(
          choice === OTHER ? 'The employer was asked for other times.' : 'Interview time picked.',
        ),
    });
  };

  return (
    <Form onSubmit={submit} noValidate aria-label="Pick an interview time">
      <Facts>
        <dt>Where</dt>
        <dd>{interview.where}</dd>
        {interview.note && (
          <>
            <dt>Note</dt>
            <dd>{interview.note}</dd>
          </>
        )}
      </Facts>
      <RadioChoices
        legend="Interview times"
        name="interview-slot"
        value={choice}
        onChange={setChoice}
        choices={[
          ...interview.slots.map((slot) => ({
            value: slot.starts_at,
            label: formatSlot(slot.starts_at),
          })),
          { value: OTHER, label: 'None of these work', hint: 'Ask the employer for other times.' },
        ]}
      />
      {choice === OTHER && (
        <TextArea
          label="Which times would suit you?"
          maxLength={TEXT_AREA_MAX_LENGTH}
          value={note}
          required
          onValueChange={setNote}
        />
      )}
      {error && <ActionFailure>{error}</ActionFailure>}
      {answer.isError && (
        <ActionFailure>
          {getErrorDetail(answer.error, 'Your answer could not be sent. Please try again.')}
        </ActionFailure>
      )}
      <Send type="submit" busy={answer.isPending}>
        {choice === OTHER ? 'Ask for other times' : 'Confirm this time'}
      </Send>
    </Form>
  );
}
