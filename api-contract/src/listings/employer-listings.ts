// An employer's own listings: the list, posting one, closing and removing it (listings module).
import { z } from 'zod/mini';
import {
  closeOutcome,
  entityId,
  hasCoordinatePair,
  isoDate,
  isoDateTime,
  keysetCursorQuery,
  latitude,
  listingStatus,
  longitude,
  okResponse,
  requiredText,
  validationMessages,
} from '../common/schemas';
import {
  LISTING_QUESTIONS_MAX,
  MAX_APPLICATIONS_LIMIT,
  SHORT_PREVIEW_MAX_LENGTH,
  TEXT_AREA_MAX_LENGTH,
} from '../common/limits';
import { REVIEW_REASON_KINDS } from '../moderation/moderation';
import { removalKind } from '../moderation/removal-reasons';
import { listingPay, listingPayInput } from './pay';
import { categoryCode } from './reference';

/** GET /employer/listings query: limit (default 5) and the optional keyset cursor. */
export const employerListingsQuery = keysetCursorQuery;
export type EmployerListingsQuery = z.infer<typeof employerListingsQuery>;
export type EmployerListingsQueryInput = z.input<typeof employerListingsQuery>;

/** The stages an employer's listing counts its applications in (the hiring pipeline's, in order). */
export const STAGE_COUNT_STATUSES = [
  'submitted',
  'seen',
  'shortlisted',
  'interview',
  'offered',
  'hired',
] as const;

const stageCount = /* @__PURE__ */ z.number().check(z.int(), z.nonnegative());

/** How many of a listing's applications are at each stage (those whose resume arrived). */
export const stageCounts = z.object({
  submitted: stageCount,
  seen: stageCount,
  shortlisted: stageCount,
  interview: stageCount,
  offered: stageCount,
  hired: stageCount,
});
export type StageCounts = z.infer<typeof stageCounts>;

/** One row of GET /employer/listings (the employer's view of a listing). */
export const employerListing = z.object({
  id: entityId,
  title: z.string(),
  status: listingStatus,
  expiry_date: isoDate,
  created_at: isoDateTime,
  applications_count: /* @__PURE__ */ z.number().check(z.int(), z.nonnegative()),
  pay: listingPay,
  /** Why its employer closed it, when they did (absent from an older API). */
  close_outcome: z.optional(z.nullable(closeOutcome)),
  /** Its applications per stage of the pipeline (absent from an older API). */
  stage_counts: z.optional(stageCounts),
  /** Its version now: 1 when posted, one more for each edit (absent from an API before it). */
  version: z.optional(/* @__PURE__ */ z.number().check(z.int(), z.positive())),
  /** Why a removed listing is: who took it down and, for our team, the kind (absent from an older API). */
  removal: z.optional(z.nullable(removalKind)),
});
export type EmployerListing = z.infer<typeof employerListing>;

/** GET /employer/listings response: a page, newest first, and the total count. */
export const employerListingsResponse = z.object({
  listings: z.array(employerListing),
  total_listings: /* @__PURE__ */ z.number().check(z.int(), z.nonnegative()),
});
export type EmployerListingsResponse = z.infer<typeof employerListingsResponse>;

/** One question of a new listing: trimmed, non-empty, at most 250 characters. */
export const listingQuestion = z.strictObject({
  text: /* @__PURE__ */ requiredText(TEXT_AREA_MAX_LENGTH),
});
export type ListingQuestion = z.infer<typeof listingQuestion>;

/** The fields of a listing as its employer writes them: posting one, and editing it. */
export const listingFields = {
  title: /* @__PURE__ */ requiredText(),
  category_code: categoryCode,
  short_preview: /* @__PURE__ */ requiredText(SHORT_PREVIEW_MAX_LENGTH),
  description: /* @__PURE__ */ requiredText(TEXT_AREA_MAX_LENGTH),
  location: /* @__PURE__ */ requiredText(),
  latitude: /* @__PURE__ */ z.nullable(latitude),
  longitude: /* @__PURE__ */ z.nullable(longitude),
  expiry_date: isoDate,
  max_applications: /* @__PURE__ */ z
    .number(validationMessages.maxApplications)
    .check(
      z.int(validationMessages.maxApplications),
      z.positive(validationMessages.maxApplications),
      z.lte(MAX_APPLICATIONS_LIMIT),
    ),
  questions: /* @__PURE__ */ z.array(listingQuestion).check(z.maxLength(LISTING_QUESTIONS_MAX)),
  pay: listingPayInput,
};

/** Coordinates come both or neither (a place picked from the suggestions, or typed). */
export const coordinatesPairCheck = /* @__PURE__ */ z.refine<{
  latitude: number | null;
  longitude: number | null;
}>((v) => hasCoordinatePair(v.latitude, v.longitude), {
  message: validationMessages.coordinatesPair,
  path: ['longitude'],
});

/**
 * POST /employer/listings request. latitude and longitude are null when the location was not
 * picked from the suggestions (both or neither). The API also checks expiry_date is after today.
 */
export const createListingRequest = /* @__PURE__ */ z
  .strictObject(listingFields)
  .check(coordinatesPairCheck);
export type CreateListingRequest = z.infer<typeof createListingRequest>;
export type CreateListingRequestInput = z.input<typeof createListingRequest>;

/**
 * POST /employer/listings response: the new listing's id, whether it is live at once (posted) or
 * held for our team's review (pending), and, when held, the kinds of reason (absent before).
 */
export const createListingResponse = z.object({
  id: entityId,
  status: z.enum(['posted', 'pending']),
  review_reasons: z.optional(z.array(z.enum(REVIEW_REASON_KINDS))),
});
export type CreateListingResponse = z.infer<typeof createListingResponse>;

/**
 * POST /employer/listings/{id}/close: the listing stops taking applications and stays in the
 * employer's list as closed. `hired` names the applications of the people taken on (with
 * `filled`): they are not sent the "position has been filled" notice the other waiting
 * applicants get.
 */
export const closeListingRequest = z.strictObject({
  outcome: closeOutcome,
  hired: z.optional(/* @__PURE__ */ z.array(entityId).check(z.maxLength(MAX_APPLICATIONS_LIMIT))),
});
export type CloseListingRequest = z.infer<typeof closeListingRequest>;

/** POST /employer/listings/{id}/close response: how many waiting applicants are being told. */
export const closeListingResponse = z.object({
  notified: /* @__PURE__ */ z.number().check(z.int(), z.nonnegative()),
});
export type CloseListingResponse = z.infer<typeof closeListingResponse>;

/** DELETE /employer/listings/{id} response (expired or removed listings cannot be deleted). */
export const deleteListingResponse = okResponse;
export type DeleteListingResponse = z.infer<typeof deleteListingResponse>;
