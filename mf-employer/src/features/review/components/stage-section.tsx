import type { InterviewInvitation, JobOffer } from 'api-contract/applications';
import { formatDate } from 'shared-kit';
import { Facts } from 'ui';
import { ReviewSection } from './review-section';

const slotFormat = new Intl.DateTimeFormat('en-AU', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

/** An interview time in the viewer's zone: 'Tue 1 Dec, 10:00 am'. */
export function formatSlot(iso: string): string {
  return slotFormat.format(new Date(iso));
}

/** The interview times offered, with the one the applicant picked, while at interview. */
export function InterviewSection({ interview }: { interview: InterviewInvitation }) {
  const chosen = interview.slots.find((slot) => slot.chosen);
  return (
    <ReviewSection id="application-interview" title="Interview">
      <Facts>
        <dt>{chosen ? 'Time' : 'Times offered'}</dt>
        <dd>
          {chosen
            ? formatSlot(chosen.starts_at)
            : interview.slots.map((slot) => formatSlot(slot.starts_at)).join(' · ')}
        </dd>
        <dt>Where</dt>
        <dd>{interview.where}</dd>
        {interview.note && (
          <>
            <dt>Note</dt>
            <dd>{interview.note}</dd>
          </>
        )}
      </Facts>
      {!chosen && <p>Waiting for the applicant to pick a time.</p>}
    </ReviewSection>
  );
}

/** The offer made: its start, hours and note, and whether it was answered. */
export function OfferSection({ offer }: { offer: JobOffer }) {
  return (
    <ReviewSection id="application-offer" title="Offer">
      <Facts>
        <dt>Start date</dt>
        <dd>{formatDate(offer.start_date)}</dd>
        <dt>Hours per week</dt>
        <dd>{offer.hours_per_week}</dd>
        <dt>Pay</dt>
        <dd>As in your listing</dd>
        {offer.note && (
          <>
            <dt>Note</dt>
            <dd>{offer.note}</dd>
          </>
        )}
        <dt>Offered</dt>
        <dd>{formatDate(offer.offered_at)}</dd>
      </Facts>
    </ReviewSection>
  );
}
