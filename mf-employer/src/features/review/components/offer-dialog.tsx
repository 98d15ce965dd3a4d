import { useState, type FormEvent } from 'react';
import { OFFER_HOURS_MAX, makeOfferRequest, offerMessages } from 'api-contract/applications';
import { TEXT_AREA_MAX_LENGTH } from 'api-contract/common';
import {
  ActionFailure,
  TextArea,
  TextField,
  getErrorDetail,
  showToast,
  sydneyToday,
} from 'shared-kit';
import { FormDialog } from 'ui';
import { useMakeOffer } from '../api/make-offer';
import { DateTimeField } from './date-time-field';

const FORM_ID = 'offer-form';

/** A picked day as the API's YYYY-MM-DD, read in the viewer's calendar. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

interface Errors {
  start?: string;
  hours?: string;
}

/**
 * Make an offer: the start date, the hours a week and an optional note; the pay is the listing's.
 * The dialog stays open with the API's reason when the offer is refused.
 */
export function OfferDialog({
  applicationId,
  name,
  onClose,
}: {
  applicationId: string;
  name: string;
  onClose: () => void;
}) {
  const offer = useMakeOffer(applicationId);
  const [start, setStart] = useState<Date | null>(null);
  const [hours, setHours] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const startDate = start ? isoDay(start) : '';
    const next: Errors = {};
    if (startDate === '') next.start = 'Pick the start date.';
    else if (startDate < sydneyToday()) next.start = offerMessages.startInPast;
    const checked = makeOfferRequest.safeParse({
      start_date: startDate,
      hours_per_week: hours.trim() === '' ? Number.NaN : Number(hours),
      note: note.trim() === '' ? null : note.trim(),
    });
    if (!checked.success && checked.error.issues.some((i) => i.path[0] === 'hours_per_week')) {
      next.hours = offerMessages.hours;
    }
    if (next.start || next.hours || !checked.success) {
      setErrors(next);
      return;
    }
    setErrors({});
    offer.mutate(checked.data, {
      onSuccess: () => {
        showToast(`Offer sent to ${name}.`);
        onClose();
      },
    });
  };

  return (
    <FormDialog
      title="Make an offer"
      description={`Offer ${name} the job at the pay your listing states. They accept or decline here.`}
      formId={FORM_ID}
      submitLabel="Send offer"
      busy={offer.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <DateTimeField
        label="Start date"
        withTime={false}
        value={start}
        onChange={setStart}
        error={errors.start}
      />
      <TextField
        label="Hours per week"
        type="number"
        inputMode="decimal"
        min={0.5}
        max={OFFER_HOURS_MAX}
        step={0.5}
        value={hours}
        error={errors.hours}
        required
        onChange={(event) => setHours(event.target.value)}
      />
      <TextArea
        label="Note"
        optional
        maxLength={TEXT_AREA_MAX_LENGTH}
        value={note}
        onValueChange={setNote}
      />
      {offer.isError && (
        <ActionFailure>
          {getErrorDetail(offer.error, 'The offer could not be sent. Please try again.')}
        </ActionFailure>
      )}
    </FormDialog>
  );
}
