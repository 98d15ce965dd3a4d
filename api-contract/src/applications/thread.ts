// The thread of an application (applications module): the student and the listing's employer
// write to each other from shortlisted on, the employer first, until 30 days after the listing
// closes. A page is newest first, with the keyset cursor of the other lists. An employer's
// message that shows scam signals reaches the student with SCAM_WARNING; a student may report
// a message; both reach the moderators' list of messages.
import { z } from 'zod/mini';
import { entityId, isoDateTime, keysetCursorQuery, requiredText } from '../common/schemas';
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

/** GET /student/messages/unread and /employer/messages/unread: messages to the caller not read yet. */
export const unreadMessagesResponse = z.object({
  unread: /* @__PURE__ */ z.number().check(z.int(), z.nonnegative()),
});
export type UnreadMessagesResponse = z.infer<typeof unreadMessagesResponse>;

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
  listing: z.object({ id: entityId, title: z.string() }),
  employer: z.object({ id: entityId, business_name: z.string() }),
});
export type ModeratedMessage = z.infer<typeof moderatedMessage>;

/** GET /moderator/messages: flagged or reported messages, newest first (at most 100). */
export const moderatedMessagesResponse = z.object({ messages: z.array(moderatedMessage) });
export type ModeratedMessagesResponse = z.infer<typeof moderatedMessagesResponse>;
