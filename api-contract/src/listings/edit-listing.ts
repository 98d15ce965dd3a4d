// Editing an open listing (PATCH /employer/listings/{id}) and reading it to edit
// (GET /employer/listings/{id}): beyond SPEC, which says a posted listing cannot be edited
// (docs/adr/0051-listings-are-edited-in-versions.md).
import { z } from 'zod/mini';
import { entityId, isoDate, isoDateTime, listingStatus } from '../common/schemas';
import { REVIEW_REASON_KINDS } from '../moderation/moderation';
import { coordinatesPairCheck, listingFields } from './employer-listings';
import { listingPay } from './pay';
import { categoryCode } from './reference';

/** A listing's version: 1 when posted, one more for each edit. */
export const listingVersion = /* @__PURE__ */ z.number().check(z.int(), z.positive());

/** Whether a listing in `status` can be edited: live or held for review (and not past expiry). */
export const EDITABLE_LISTING_STATUSES = ['posted', 'pending'] as const;

/**
 * PATCH /employer/listings/{id} request: the whole listing as Create Job Listing sends it, and the
 * version it was read at. The API refuses with 409 when the listing changed since (nothing saved).
 */
export const editListingRequest = /* @__PURE__ */ z
  .strictObject({ ...listingFields, version: listingVersion })
  .check(coordinatesPairCheck);
export type EditListingRequest = z.infer<typeof editListingRequest>;
export type EditListingRequestInput = z.input<typeof editListingRequest>;

/**
 * PATCH /employer/listings/{id} response: the version now current (the same one when nothing
 * changed), and whether the listing is live (posted) or back with our team (pending, with the
 * kinds of reason when this edit sent it there).
 */
export const editListingResponse = z.object({
  id: entityId,
  status: z.enum(EDITABLE_LISTING_STATUSES),
  version: listingVersion,
  review_reasons: z.optional(z.array(z.enum(REVIEW_REASON_KINDS))),
});
export type EditListingResponse = z.infer<typeof editListingResponse>;

/** GET /employer/listings/{id} response: the owner's listing as it reads now, to edit it. */
export const employerListingDetail = z.object({
  id: entityId,
  status: listingStatus,
  version: listingVersion,
  /** When the current version was saved. */
  version_created_at: isoDateTime,
  title: z.string(),
  category_code: categoryCode,
  short_preview: z.string(),
  description: z.string(),
  location: z.string(),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  expiry_date: isoDate,
  max_applications: z.number(),
  applications_count: z.number(),
  questions: z.array(z.object({ text: z.string() })),
  pay: listingPay,
});
export type EmployerListingDetail = z.infer<typeof employerListingDetail>;

/** The details PATCH /employer/listings/{id} refuses with (the form shows them as they are). */
export const editListingMessages = {
  closed: 'This listing is closed and can no longer be edited.',
  expired: 'This listing has expired and can no longer be edited.',
  removed: 'This listing was removed and can no longer be edited.',
  stale:
    'This listing was changed since you opened it. Reload it to see the latest version, then make your changes again.',
  belowApplications: (count: number) =>
    `Maximum applications cannot be less than the ${count} application${count === 1 ? '' : 's'} already received.`,
} as const;
