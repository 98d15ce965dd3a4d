// A listing's page as a student (or anyone) reads it (listings module).
import { z } from 'zod/mini';
import { applicationStatus, closeOutcome, entityId, isoDate, isoDateTime } from '../common/schemas';
import { categoryCode } from './reference';
import { listingPay } from './pay';

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
  /** Whether the signed-in student saved it; false for anyone else. */
  saved: z.boolean(),
});
export type JobDetail = z.infer<typeof jobDetail>;
export type JobAvailability = JobDetail['availability'];

/** GET /student/jobs/{id} response. */
export const studentJobResponse = jobDetail;
export type StudentJobResponse = z.infer<typeof studentJobResponse>;
