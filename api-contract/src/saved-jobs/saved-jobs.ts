// Saved jobs: a student keeps jobs to come back to, from a card or a job page, and sees
// them in their profile, with whether each still takes applications.
import { z } from 'zod/mini';
import { entityId, isoDate, isoDateTime, keysetCursorQuery } from '../common/schemas';
import { SAVED_JOBS_MAX } from '../common/limits';
import { listingPay } from '../listings/pay';

export const savedJobMessages = {
  tooMany: `You have saved ${SAVED_JOBS_MAX} jobs, the most we keep. Remove one to save another.`,
  notFound: 'This job is no longer listed.',
} as const;

/** PUT and DELETE /student/saved-jobs/{id} response: whether the job is saved now. */
export const saveJobResponse = z.object({ saved: z.boolean() });
export type SaveJobResponse = z.infer<typeof saveJobResponse>;

/** GET /student/saved-jobs/ids response: every saved job's id (at most SAVED_JOBS_MAX). */
export const savedJobIdsResponse = z.object({ ids: z.array(entityId) });
export type SavedJobIdsResponse = z.infer<typeof savedJobIdsResponse>;

/** GET /student/saved-jobs query: limit (default 5) and the optional keyset cursor. */
export const savedJobsQuery = keysetCursorQuery;
export type SavedJobsQueryInput = z.input<typeof savedJobsQuery>;

/** One saved job: `id` is the listing's, `created_at` when it was saved (the cursor's pair). */
export const savedJob = z.object({
  id: entityId,
  created_at: isoDateTime,
  title: z.string(),
  business_name: z.string(),
  location: z.string(),
  expiry: isoDate,
  pay: listingPay,
  /** Whether it still takes applications; `removed` once its employer took it down. */
  availability: z.enum(['open', 'full', 'closed', 'expired', 'removed']),
});
export type SavedJob = z.infer<typeof savedJob>;

/** GET /student/saved-jobs response: a page, most recently saved first, and the total count. */
export const savedJobsResponse = z.object({
  saved_jobs: z.array(savedJob),
  total_saved: /* @__PURE__ */ z.number().check(z.int(), z.nonnegative()),
});
export type SavedJobsResponse = z.infer<typeof savedJobsResponse>;
