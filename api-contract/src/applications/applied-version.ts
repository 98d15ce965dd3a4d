// The listing as it read when the student applied, with their answers: listings can be edited
// (docs/adr/0051-listings-are-edited-in-versions.md), and an applicant keeps the version they
// applied to.
import { z } from 'zod/mini';
import { isoDateTime } from '../common/schemas';
import { listingPay } from '../listings/pay';

/** A listing's version number (1 when posted, one more for each edit). */
const versionNumber = /* @__PURE__ */ z.number().check(z.int(), z.positive());

/** An application's version of its listing, and the listing's version now. */
export const appliedVersionFields = {
  /** The version of the listing the student applied to (absent from an API before it). */
  listing_version: /* @__PURE__ */ z.optional(versionNumber),
  /** The listing's version now: greater when it changed since (absent from an API before it). */
  listing_current_version: /* @__PURE__ */ z.optional(versionNumber),
};

/** GET /student/applications/{id}/listing response. */
export const appliedListingResponse = z.object({
  version: versionNumber,
  current_version: versionNumber,
  /** When that version was saved. */
  version_created_at: isoDateTime,
  title: z.string(),
  business_name: z.string(),
  short_preview: z.string(),
  description: z.string(),
  location: z.string(),
  pay: listingPay,
  /** Each question of that version with the student's answer, in the listing's order. */
  answers: z.array(z.object({ question: z.string(), answer: z.string() })),
  anything_else_answer: z.nullable(z.string()),
});
export type AppliedListingResponse = z.infer<typeof appliedListingResponse>;
