// A listing's page as a student (or anyone) reads it (listings module).
import { z } from 'zod/mini';
import { applicationStatus, closeOutcome, entityId, isoDate, isoDateTime } from '../common/schemas';
import { categoryCode } from './reference';
import { listingPay } from './pay';

// The employer's response rate on the job page: of their applications of the last
// RESPONSE_RATE_WINDOW_DAYS days, the share answered within RESPONSE_RATE_ANSWER_DAYS days (a
// decision on it, or the listing closed, whose notice tells the applicant), once at least
// RESPONSE_RATE_MIN_APPLICATIONS count. Not counted: one younger than the answer days and still
// unanswered (its outcome is not known yet), and one withdrawn before any decision (when it was
// withdrawn is not recorded, so whether the employer had their days cannot be told).

/** The response rate counts the applications of this many days back. */
export const RESPONSE_RATE_WINDOW_DAYS = 90;
/** An application answered within this many days of its coming counts as answered. */
export const RESPONSE_RATE_ANSWER_DAYS = 14;
/** Fewer counted applications than this say too little: no rate is shown. */
export const RESPONSE_RATE_MIN_APPLICATIONS = 5;

/** The employer's response rate (see RESPONSE_RATE_WINDOW_DAYS above). */
export const responseRate = z.object({
  /** Answered in time, as a whole percentage of `applications`, rounded down. */
  percent: /* @__PURE__ */ z.number().check(z.int(), z.nonnegative(), z.lte(100)),
  /** The applications counted, at least RESPONSE_RATE_MIN_APPLICATIONS. */
  applications: /* @__PURE__ */ z.number().check(z.int(), z.positive()),
});
export type ResponseRate = z.infer<typeof responseRate>;

/** GET /student/jobs/{id} response (public): the job of the apply page. */
export const jobDetail = z.object({
  id: entityId,
  title: z.string(),
  business_name: z.string(),
  /** What the employer says about their business; absent from an API before it. */
  business_description: z.optional(z.string()),
  /**
   * The employer's ABN (11 digits), which a student can check on the public ABN Lookup; null when
   * they gave none, absent from an API before it.
   */
  abn: z.optional(z.nullable(z.string())),
  /** The business's https website, or null; absent from an API before it. */
  business_website: z.optional(z.nullable(z.string())),
  /** Where the business is, as its suburb and state ("Newtown NSW"), or null; absent before it. */
  business_suburb: z.optional(z.nullable(z.string())),
  short_preview: z.string(),
  description: z.string(),
  location: z.string(),
  /**
   * Its category and place, for the jobs like it a closed listing's page offers; the
   * place is null when it was typed rather than picked. Absent from an older API.
   */
  category_code: z.optional(categoryCode),
  latitude: z.optional(z.nullable(z.number())),
  longitude: z.optional(z.nullable(z.number())),
  expiry_date: isoDate,
  submitted_count: /* @__PURE__ */ z.number().check(z.int(), z.nonnegative()),
  max_applications: /* @__PURE__ */ z.number().check(z.int(), z.positive()),
  /** Question texts, parallel to question_ids. */
  questions: z.array(z.string()),
  question_ids: z.array(entityId),
  /**
   * Whether it takes applications: open, full (as many as its maximum), closed (no longer posted)
   * or expired (past its expiry date, market time).
   */
  availability: z.enum(['open', 'full', 'closed', 'expired']),
  /** With `closed`: why its employer closed it (absent from an older API). */
  close_outcome: z.optional(z.nullable(closeOutcome)),
  /**
   * When it was published (an approved listing: when a moderator approved it), and when its
   * employer closed it (null unless they did): the dates of the job page's structured data
   * Absent from an API before them.
   */
  posted_at: z.optional(isoDateTime),
  closed_at: z.optional(z.nullable(isoDateTime)),
  /** The signed-in student's application to it (its resume stored); null for anyone else. */
  my_application: z.nullable(
    z.object({ id: entityId, status: applicationStatus, created_at: isoDateTime }),
  ),
  pay: listingPay,
  /**
   * How long the employer usually takes to review an application, in whole days (the median of
   * their decisions, at least 1); null until they have decided enough to say.
   */
  usual_review_days: z.nullable(/* @__PURE__ */ z.number().check(z.int(), z.positive())),
  /**
   * The employer's response rate; null while too few applications count, absent from an API
   * before it.
   */
  response_rate: z.optional(z.nullable(responseRate)),
  /** Whether the signed-in student saved it; false for anyone else. */
  saved: z.boolean(),
});
export type JobDetail = z.infer<typeof jobDetail>;
export type JobAvailability = JobDetail['availability'];

/** GET /student/jobs/{id} response. */
export const studentJobResponse = jobDetail;
export type StudentJobResponse = z.infer<typeof studentJobResponse>;
