import {
  firstFortnightOverLimit,
  type FortnightOverLimit,
  type JobOffer,
  type StudentApplication,
} from 'api-contract/applications';

/**
 * The first fortnight over a student visa's work limit if the student accepts `offer`, counting
 * their other active hires (hired applications with offer terms); null when none is over.
 */
export function fortnightOverLimitIfAccepted(
  applicationId: string,
  offer: JobOffer,
  all: readonly StudentApplication[],
): FortnightOverLimit | null {
  const hires = all.flatMap((other) =>
    other.id !== applicationId && other.status === 'hired' && other.offer
      ? [{ start_date: other.offer.start_date, hours_per_week: other.offer.hours_per_week }]
      : [],
  );
  return firstFortnightOverLimit(hires, {
    start_date: offer.start_date,
    hours_per_week: offer.hours_per_week,
  });
}
