// The thread of an application (applications module): the student and the listing's employer
// write to each other from shortlisted on, the employer first, until 30 days after the listing
// closes. A page is newest first, with the keyset cursor of the other lists. An employer's
// message that shows scam signals reaches the student with SCAM_WARNING; a student may report
// a message; both reach the moderators' list of messages, until a moderator deals with it:
// dismissed (no scam: the student's warning is lifted) or listing_removed (the listing is taken
// down as a moderator's removal of a listing is).
import { z } from 'zod/mini';
import {
  entityId,
  isoDateTime,
  keysetCursorQuery,
  optionalText,
  requiredText,
} from '../common/schemas';
import { TEXT_AREA_MAX_LENGTH } from '../common/limits';

/** The longest message, in characters (the database checks it too). */
export const THREAD_MESSAGE_MAX_LENGTH = 2000;

/** How long a thread stays open once its listing has closed. */
export const THREAD_OPEN_DAYS_AFTER_CLOSE = 30;

/** What the student reads on an employer's message that shows scam signals. */
export const SCAM_WARNING =
  'this message asks for money or for contact off the site: never pay to get a job';

/** Scamwatch's page on job scams, linked from the warning on a message. */
export const SCAM_INFO_URL =
  'https://www.scamwatch.gov.au/types-of-scams/jobs-and-employment-scams';

/** How many messages one page of a thread holds on the application pages. */
export const THREAD_PAGE_SIZE = 20;

export const threadMessages = {
  notOpenYet: 'Messages open once the employer shortlists this application.',
  /** The same, as the employer reads it on their own page. */
  notOpenYetForEmployer: 'Messages open once you shortlist this application.',
  employerWritesFirst:
    'The employer writes first: you can reply once they have sent you a message.',
  applicationClosed: 'This application is closed, so no new messages can be sent.',
  listingClosed: `Messages closed ${THREAD_OPEN_DAYS_AFTER_CLOSE} days after the job closed.`,
  listingRemoved: 'This job was taken down, so its messages are closed.',
  messageNotFound: 'Message not found.',
  onlyEmployerMessages: "Only the employer's messages can be reported.",
} as const;

/** GET …/applications/{id}/messages query: page size and the keyset cursor, newest first. */
export const threadQuery = keysetCursorQuery;
export type ThreadQuery = z.infer<typeof threadQuery>;

/** Path parameters of POST /student/applications/{id}/messages/{message_id}/report. */
export const threadMessageParams = z.strictObject({ id: entityId, message_id: entityId });

/** POST …/applications/{id}/messages request: the text, 1 to 2,000 characters once trimmed. */
export const sendMessageRequest = /* @__PURE__ */ z.strictObject({
  body: /* @__PURE__ */ requiredText(THREAD_MESSAGE_MAX_LENGTH),
});
export type SendMessageRequest = z.infer<typeof sendMessageRequest>;

/** One message as its reader sees it. */
export const threadMessage = z.object({
  id: entityId,
  from: z.enum(['student', 'employer']),
  /** Sent by the caller. */
  mine: z.boolean(),
  body: z.string(),
  sent_at: isoDateTime,
  /** When the other side read it (null until then). */
  read_at: z.nullable(isoDateTime),
  /** SCAM_WARNING on an employer's message that shows scam signals, for the student; else null. */
  warning: z.nullable(z.string()),
  /** The student reported it (always false in the employer's view). */
  reported: z.boolean(),
});
export type ThreadMessage = z.infer<typeof threadMessage>;

/** A page of the thread, newest first; `can_send` false with the reason when the caller cannot write. */
export const threadResponse = z.object({
  messages: z.array(threadMessage),
  can_send: z.boolean(),
  closed_reason: z.nullable(z.string()),
});
export type ThreadResponse = z.infer<typeof threadResponse>;

/** POST /student/applications/{id}/messages/{message_id}/report request: why. */
export const reportMessageRequest = /* @__PURE__ */ z.strictObject({
  reason: /* @__PURE__ */ requiredText(TEXT_AREA_MAX_LENGTH),
});
export type ReportMessageRequest = z.infer<typeof reportMessageRequest>;

export const reportMessageResponse = z.object({ reported: z.literal(true) });

/** A number of messages to the caller not read yet. */
export const unreadCount = /* @__PURE__ */ z.number().check(z.int(), z.nonnegative());

/** GET /student/messages/unread and /employer/messages/unread: messages to the caller not read yet. */
export const unreadMessagesResponse = z.object({ unread: unreadCount });
export type UnreadMessagesResponse = z.infer<typeof unreadMessagesResponse>;

/** How a moderator dealt with a flagged or reported message. */
export const MESSAGE_OUTCOMES = ['dismissed', 'listing_removed'] as const;
export type MessageOutcome = (typeof MESSAGE_OUTCOMES)[number];

/** A moderator's decision on a message, as the moderators' lists show it. */
export const messageDecision = z.object({
  outcome: z.enum(MESSAGE_OUTCOMES),
  /** The moderator's note; for listing_removed, the reason its employer was told. */
  note: z.string(),
  decided_at: isoDateTime,
  moderator_email: z.string(),
});
export type MessageDecision = z.infer<typeof messageDecision>;

/** A scam signal of a message, with the words moderators read for it. */
export const messageSignal = z.object({ code: z.string(), label: z.string() });

/** One message of the moderators' list: flagged by the scam checks, or reported by the student. */
export const moderatedMessage = z.object({
  id: entityId,
  application_id: entityId,
  body: z.string(),
  sent_at: isoDateTime,
  /** The scam signals' codes it showed (empty when only reported). */
  scam_signals: z.array(z.string()),
  report_reason: z.nullable(z.string()),
  reported_at: z.nullable(isoDateTime),
  /** The signals in words, in the order of `scam_signals` (absent from an older API). */
  signals: z.optional(z.array(messageSignal)),
  listing: z.object({
    id: entityId,
    title: z.string(),
    /** Its status now: `removed` once taken down (absent from an older API). */
    status: z.optional(z.enum(['posted', 'pending', 'closed', 'expired', 'removed'])),
  }),
  employer: z.object({ id: entityId, business_name: z.string() }),
  /** How a moderator dealt with it; null while it waits (absent from an older API). */
  decision: z.optional(z.nullable(messageDecision)),
});
export type ModeratedMessage = z.infer<typeof moderatedMessage>;

/** How many messages each of the moderators' lists shows at most. */
export const MODERATED_MESSAGES_MAX = 100;

/**
 * GET /moderator/messages: flagged or reported messages no moderator has dealt with, newest first
 * (at most 100); GET /moderator/messages/dealt-with: those dealt with, the latest decision first.
 */
export const moderatedMessagesResponse = z.object({ messages: z.array(moderatedMessage) });
export type ModeratedMessagesResponse = z.infer<typeof moderatedMessagesResponse>;

export const messageDecisionMessages = {
  notFound: 'Message not found.',
  notModerated:
    'Only a message flagged by the scam checks or reported by a student can be dealt with.',
  dealtWith: 'This message was already dealt with.',
  noteNeeded: 'Please say why the listing is taken down: its employer reads it.',
} as const;

/**
 * POST /moderator/messages/{id}/decision request. A note is needed to take the listing down: its
 * employer is mailed it as the reason, as for a listing's removal.
 */
export const messageDecisionRequest = /* @__PURE__ */ z
  .strictObject({
    outcome: z.enum(MESSAGE_OUTCOMES),
    note: /* @__PURE__ */ z.optional(/* @__PURE__ */ optionalText(TEXT_AREA_MAX_LENGTH)),
  })
  .check(
    z.refine((request) => request.outcome !== 'listing_removed' || (request.note ?? '') !== '', {
      message: messageDecisionMessages.noteNeeded,
      path: ['note'],
    }),
  );
export type MessageDecisionRequest = z.infer<typeof messageDecisionRequest>;

/** POST /moderator/messages/{id}/decision answer. */
export const messageDecisionResponse = z.object({
  outcome: z.enum(MESSAGE_OUTCOMES),
  decided_at: isoDateTime,
  /**
   * For listing_removed: true when our team had already taken the listing down, so nothing more
   * was done to it or its employer; false when it was taken down now. Always false for dismissed.
   */
  already_removed: z.boolean(),
});
export type MessageDecisionResponse = z.infer<typeof messageDecisionResponse>;
