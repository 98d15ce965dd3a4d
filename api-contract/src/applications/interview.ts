// Interview times (applications module): the employer offers one to three future times with where
// the interview takes place; the student picks one, or asks for other times with a note.
import { z } from 'zod/mini';
import { isoDateTime, optionalText, requiredText } from '../common/schemas';
import { TEXT_AREA_MAX_LENGTH } from '../common/limits';

/** How many times one invitation offers at most. */
export const INTERVIEW_SLOTS_MAX = 3;

export const interviewMessages = {
  slotsCount: `Offer between 1 and ${INTERVIEW_SLOTS_MAX} interview times.`,
  slotsRepeated: 'Each interview time can be offered only once.',
  slotInPast: 'Interview times must be in the future.',
  noteForOtherTimes: 'Say which times would suit you, so the employer can offer others.',
} as const;

/**
 * POST /employer/applications/{id}/interview request: the times offered (ISO date-times, each
 * in the future when sent), where the interview takes place and an optional note.
 */
export const inviteToInterviewRequest = /* @__PURE__ */ z.strictObject({
  slots: /* @__PURE__ */ z.array(isoDateTime).check(
    z.minLength(1, interviewMessages.slotsCount),
    z.maxLength(INTERVIEW_SLOTS_MAX, interviewMessages.slotsCount),
    z.refine(
      (slots) => new Set(slots.map((slot) => Date.parse(slot))).size === slots.length,
      interviewMessages.slotsRepeated,
    ),
  ),
  where: /* @__PURE__ */ requiredText(TEXT_AREA_MAX_LENGTH),
  note: z.optional(z.nullable(/* @__PURE__ */ optionalText())),
});
export type InviteToInterviewRequest = z.infer<typeof inviteToInterviewRequest>;

/**
 * POST /student/applications/{id}/interview request: `slot` one of the times offered, or null to
 * ask for other times (then `note` says which would suit).
 */
export const answerInterviewRequest = /* @__PURE__ */ z
  .strictObject({
    slot: z.nullable(isoDateTime),
    note: z.optional(z.nullable(/* @__PURE__ */ optionalText())),
  })
  .check(
    z.refine((v) => v.slot !== null || (v.note ?? '') !== '', {
      message: interviewMessages.noteForOtherTimes,
      path: ['note'],
    }),
  );
export type AnswerInterviewRequest = z.infer<typeof answerInterviewRequest>;

/** One interview time offered; `chosen` once the student picked it. */
export const interviewSlot = z.object({ starts_at: isoDateTime, chosen: z.boolean() });

/** The open invitation to an interview, as both sides read it. */
export const interviewInvitation = z.object({
  where: z.string(),
  note: z.nullable(z.string()),
  slots: z.array(interviewSlot),
});
export type InterviewInvitation = z.infer<typeof interviewInvitation>;

/** Both interview calls' answer: the application's status and the invitation now. */
export const interviewResponse = z.object({
  status: z.literal('interview'),
  interview: interviewInvitation,
});
export type InterviewResponse = z.infer<typeof interviewResponse>;
