// A student's own applications: the list and withdrawing one (applications module).
import { z } from 'zod/mini';
import { interviewInvitation } from './interview';
import { jobOffer } from './offer';
import { unreadCount } from './thread';
import {
  applicationEvent,
  applicationStatus,
  entityId,
  isoDateTime,
  keysetCursorQuery,
  okResponse,
} from '../common/schemas';
import { listingPay } from '../listings/pay';

/** GET /student/applications query: limit (default 5) and the optional keyset cursor. */
export const studentApplicationsQuery = keysetCursorQuery;
export type StudentApplicationsQuery = z.infer<typeof studentApplicationsQuery>;
export type StudentApplicationsQueryInput = z.input<typeof studentApplicationsQuery>;

/**
 * Days an application may wait in `submitted` before its employer is reminded (once), and before
 * its student is told that the employer has not answered (once, and `no_answer_since` below).
 */
export const UNANSWERED_REMINDER_DAYS = 7;
export const NO_ANSWER_AFTER_DAYS = 21;

/** One row of GET /student/applications. */
export const studentApplication = z.object({
  id: entityId,
  status: applicationStatus,
  created_at: isoDateTime,
  job: z.object({
    /** The listing, for a link to its page; absent from an API before it. */
    id: z.optional(entityId),
    title: z.string(),
    business_name: z.string(),
    pay: listingPay,
    /** Whether the listing still takes applications; `removed` once its employer deleted it. */
    availability: z.enum(['open', 'full', 'closed', 'expired', 'removed']),
  }),
  /** The status history, oldest first (absent from an API before it). */
  history: z.optional(
    z.array(applicationEvent),
  ) /** The interview times offered, while the application is at interview (else null). */,
  interview: z.optional(z.nullable(interviewInvitation)),
  /** The offer, once made (offered, hired or declined; else null). */
  offer: z.optional(z.nullable(jobOffer)),
  /**
   * When the student applied, for an application still submitted NO_ANSWER_AFTER_DAYS days later
   * on a listing still posted: the employer has not answered since (else null; absent from an API
   * before it).
   */
  no_answer_since: z.optional(z.nullable(isoDateTime)),
  /** Messages to the student in this application's thread not read yet (absent from an API before it). */
  unread_messages: z.optional(unreadCount),
});
export type StudentApplication = z.infer<typeof studentApplication>;

/** GET /student/applications response: a page, newest first, and the total count. */
export const studentApplicationsResponse = z.object({
  applications: z.array(studentApplication),
  total_applications: /* @__PURE__ */ z.number().check(z.int(), z.nonnegative()),
});
export type StudentApplicationsResponse = z.infer<typeof studentApplicationsResponse>;

/** POST /student/applications/{id}/withdraw response (no payload; not read). */
export const withdrawApplicationResponse = okResponse;
export type WithdrawApplicationResponse = z.infer<typeof withdrawApplicationResponse>;
