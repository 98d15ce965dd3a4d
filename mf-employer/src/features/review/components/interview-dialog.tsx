import { useState, type FormEvent } from 'react';
import {
  INTERVIEW_SLOTS_MAX,
  interviewMessages,
  inviteToInterviewRequest,
} from 'api-contract/applications';
import { TEXT_AREA_MAX_LENGTH } from 'api-contract/common';
import { ActionFailure, Button, TextArea, TextField, getErrorDetail, showToast } from 'shared-kit';
import styled from 'styled-components';
import { FormDialog } from 'ui';
import { useInviteToInterview } from '../api/invite-to-interview';
import { DateTimeField } from './date-time-field';

const FORM_ID = 'interview-form';

const AddTime = styled(Button)`
  align-self: flex-start;
`;

interface Errors {
  slots?: string;
  where?: string;
}

/** The times filled in, as ISO date-times; why they cannot be sent, or undefined. */
function checkSlots(slots: (Date | null)[], now: Date): { iso: string[]; error?: string } {
  const picked = slots.filter((slot): slot is Date => slot !== null);
  if (picked.length === 0) return { iso: [], error: interviewMessages.slotsCount };
  if (picked.some((slot) => slot.getTime() <= now.getTime())) {
    return { iso: [], error: interviewMessages.slotInPast };
  }
  const iso = picked.map((slot) => slot.toISOString());
  if (new Set(iso).size !== iso.length) return { iso: [], error: interviewMessages.slotsRepeated };
  return { iso };
}

/**
 * Invite to interview: one to three future times (react-datepicker), where it takes place and an
 * optional note. The dialog stays open with the API's reason when the invitation is refused.
 */
export function InterviewDialog({
  applicationId,
  name,
  onClose,
}: {
  applicationId: string;
  name: string;
  onClose: () => void;
}) {
  const invite = useInviteToInterview(applicationId);
  const [slots, setSlots] = useState<(Date | null)[]>([null]);
  const [where, setWhere] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const setSlot = (index: number, value: Date | null) =>
    setSlots((current) => current.map((slot, i) => (i === index ? value : slot)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const times = checkSlots(slots, new Date());
    const checked = inviteToInterviewRequest.safeParse({
      slots: times.iso,
      where: where.trim(),
      note: note.trim() === '' ? null : note.trim(),
    });
    const whereError = where.trim() === '' ? 'Say where the interview takes place.' : undefined;
    if (times.error || whereError || !checked.success) {
      setErrors({ slots: times.error, where: whereError });
      return;
    }
    setErrors({});
    invite.mutate(checked.data, {
      onSuccess: () => {
        showToast(`${name} was invited to an interview.`);
        onClose();
      },
    });
  };

  return (
    <FormDialog
      title="Invite to interview"
      description={`Offer ${name} up to ${INTERVIEW_SLOTS_MAX} times; they pick one and both of you get it as a calendar file.`}
      formId={FORM_ID}
      submitLabel="Send invitation"
      busy={invite.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      {slots.map((slot, index) => (
        <DateTimeField
          // The times are a fixed list of up to three fields, only ever added at the end.
          key={index}
          label={`Interview time ${index + 1}`}
          value={slot}
          onChange={(value) => setSlot(index, value)}
          error={index === 0 ? errors.slots : undefined}
        />
      ))}
      {slots.length < INTERVIEW_SLOTS_MAX && (
        <AddTime variant="secondary" onClick={() => setSlots((current) => [...current, null])}>
          Add another time
        </AddTime>
      )}
      <TextField
        label="Where"
        hint="An address, or how you will call (phone or video link)."
        maxLength={TEXT_AREA_MAX_LENGTH}
        value={where}
        error={errors.where}
        required
        onChange={(event) => setWhere(event.target.value)}
      />
      <TextArea
        label="Note"
        optional
        maxLength={TEXT_AREA_MAX_LENGTH}
        value={note}
        onValueChange={setNote}
      />
      {invite.isError && (
        <ActionFailure>
          {getErrorDetail(invite.error, 'The invitation could not be sent. Please try again.')}
        </ActionFailure>
      )}
    </FormDialog>
  );
}
