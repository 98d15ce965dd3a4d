// Offers (applications module): the employer offers the job to a shortlisted or interviewed
// applicant, with when it starts and the hours a week (the pay is the listing's); the student
// accepts (hired) or declines.
import { z } from 'zod/mini';
import { isoDate, isoDateTime, optionalText } from '../common/schemas';

/** The most hours a week an offer can name (a full-time week with overtime). */
export const OFFER_HOURS_MAX = 60;

export const offerMessages = {
  hours: `Enter the hours a week, more than 0 and at most ${OFFER_HOURS_MAX}, in half hours.`,
  startInPast: 'The start date cannot be before today.',
} as const;

/** POST /employer/applications/{id}/offer request. */
export const makeOfferRequest = /* @__PURE__ */ z.strictObject({
  start_date: isoDate,
  hours_per_week: /* @__PURE__ */ z
    .number()
    .check(
      z.gt(0, offerMessages.hours),
      z.lte(OFFER_HOURS_MAX, offerMessages.hours),
      z.multipleOf(0.5, offerMessages.hours),
    ),
  note: z.optional(z.nullable(/* @__PURE__ */ optionalText())),
});
export type MakeOfferRequest = z.infer<typeof makeOfferRequest>;

/** POST /student/applications/{id}/offer request: accept (hired) or decline. */
export const answerOfferRequest = z.strictObject({ accept: z.boolean() });
export type AnswerOfferRequest = z.infer<typeof answerOfferRequest>;

/** The offer as both sides read it; answered_at once the student accepted or declined. */
export const jobOffer = z.object({
  start_date: isoDate,
  hours_per_week: z.number(),
  note: z.nullable(z.string()),
  offered_at: isoDateTime,
  answered_at: z.nullable(isoDateTime),
});
export type JobOffer = z.infer<typeof jobOffer>;

/** Both offer calls' answer: the application's status and its offer. */
export const offerResponse = z.object({
  status: z.enum(['offered', 'hired', 'declined']),
  offer: jobOffer,
});
export type OfferResponse = z.infer<typeof offerResponse>;
