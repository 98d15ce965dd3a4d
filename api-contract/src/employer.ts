import { z } from 'zod/mini';
import { abnCheck, abnInput } from './abn';
import {
  applicationStatus,
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
  optionalText,
  requiredText,
  validationMessages,
} from './common';
import {
  LISTING_QUESTIONS_MAX,
  MAX_APPLICATIONS_LIMIT,
  SHORT_PREVIEW_MAX_LENGTH,
  TEXT_AREA_MAX_LENGTH,
} from './limits';
import { listingPay, listingPayInput } from './pay';
import { REVIEW_REASON_KINDS } from './moderation';
import { categoryCode } from './system';
import { studentVerification } from './verification';

/** GET /employer/profile response. */
export const employerProfileResponse = z.object({
  business_name: z.string(),
  email: z.string(),
  description: z.string(),
  /** The business's ABN, 11 digits, or null (absent from an API before it). */
  abn: z.optional(z.nullable(z.string())),
  /**
   * The Australian Business Register's answer about that ABN and when it was given; null until
   * the register has answered for this number (or when the API has no ABR key). Absent from an
   * API before it.
   */
  abn_check: z.optional(z.nullable(abnCheck)),
});
export type EmployerProfileResponse = z.infer<typeof employerProfileResponse>;

/**
 * PUT /employer/profile request: business name required, description at most 250, and the ABN
 * (spaces allowed): absent leaves it as it is, '' removes it.
 */
export const updateEmployerProfileRequest = z.strictObject({
  business_name: /* @__PURE__ */ requiredText(),
  description: /* @__PURE__ */ optionalText(),
  abn: z.optional(abnInput),
});
export type UpdateEmployerProfileRequest = z.infer<typeof updateEmployerProfileRequest>;

/** PUT /employer/profile response (not shown). */
export const updateEmployerProfileResponse = okResponse;
export type UpdateEmployerProfileResponse = z.infer<typeof updateEmployerProfileResponse>;

/** DELETE /employer/account response. */
export const deleteEmployerAccountResponse = okResponse;
export type DeleteEmployerAccountResponse = z.infer<typeof deleteEmployerAccountResponse>;

/** GET /employer/listings query: limit (default 5) and the optional keyset cursor. */
export const employerListingsQuery = keysetCursorQuery;
export type EmployerListingsQuery = z.infer<typeof employerListingsQuery>;
export type EmployerListingsQueryInput = z.input<typeof employerListingsQuery>;

/** One row of GET /employer/listings (the employer's view of a listing). */
export const employerListing = z.object({
  id: entityId,
  title: z.string(),
  status: listingStatus,
  expiry_date: isoDate,
  created_at: isoDateTime,
  applications_count: /* @__PURE__ */ z.number().check(z.int(), z.nonnegative()),
  pay: listingPay,
  /** Why its employer closed it, when they did (absent from an API before issue 32). */
  close_outcome: z.optional(z.nullable(closeOutcome)),
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

/**
 * POST /employer/listings request. latitude and longitude are null when the location was not
 * picked from the suggestions (both or neither). The API also checks expiry_date is after today.
 */
export const createListingRequest = /* @__PURE__ */ z
  .strictObject({
    title: /* @__PURE__ */ requiredText(),
    category_code: categoryCode,
    short_preview: /* @__PURE__ */ requiredText(SHORT_PREVIEW_MAX_LENGTH),
    description: /* @__PURE__ */ requiredText(TEXT_AREA_MAX_LENGTH),
    location: /* @__PURE__ */ requiredText(),
    latitude: z.nullable(latitude),
    longitude: z.nullable(longitude),
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
  })
  .check(
    z.refine((v) => hasCoordinatePair(v.latitude, v.longitude), {
      message: validationMessages.coordinatesPair,
      path: ['longitude'],
    }),
  );
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

/** One application of GET /employer/listings/{id}/applications. */
export const employerApplicationSummary = z.object({
  id: entityId,
  applicant_name: z.string(),
  degree: z.string(),
  university: z.string(),
  status: applicationStatus,
  /** The applicant's student verification in force, or null (absent from an API before it). */
  verification: z.optional(z.nullable(studentVerification)),
});
export type EmployerApplicationSummary = z.infer<typeof employerApplicationSummary>;

/** GET /employer/listings/{id}/applications response. */
export const listingApplicationsResponse = z.object({
  applications: z.array(employerApplicationSummary),
});
export type ListingApplicationsResponse = z.infer<typeof listingApplicationsResponse>;

/** GET /employer/applications/{id} response: the application as the employer reviews it. */
export const employerApplicationDetail = z.object({
  id: entityId,
  status: applicationStatus,
  job: z.object({ title: z.string() }),
  applicant: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.optional(z.nullable(z.string())),
    degree: z.string(),
    university: z.string(),
    qualifications: z.array(z.object({ label: z.string() })),
    other_qualifications: z.optional(z.nullable(z.string())),
    about: z.string(),
    /** The applicant's student verification in force, or null (absent from an API before it). */
    verification: z.optional(z.nullable(studentVerification)),
  }),
  answers: z.array(z.object({ question: z.string(), answer: z.string() })),
  anything_else_answer: z.nullable(z.string()),
  resume_file_name: z.string(),
});
export type EmployerApplicationDetail = z.infer<typeof employerApplicationDetail>;

/** GET /employer/applications/{id} response (alias of employerApplicationDetail). */
export const employerApplicationResponse = employerApplicationDetail;
export type EmployerApplicationResponse = EmployerApplicationDetail;

/** The statuses an employer may set: from submitted only, rejection is final. */
export const employerDecision = z.enum(['seen', 'rejected']);
export type EmployerDecision = z.infer<typeof employerDecision>;

/** POST /employer/applications/{id}/status request. */
export const setApplicationStatusRequest = z.strictObject({ new_status: employerDecision });
export type SetApplicationStatusRequest = z.infer<typeof setApplicationStatusRequest>;

/** POST /employer/applications/{id}/status response: the application's new status. */
export const setApplicationStatusResponse = z.object({ status: applicationStatus });
export type SetApplicationStatusResponse = z.infer<typeof setApplicationStatusResponse>;

/** GET /employer/applications/{id}/resume response: a short-lived download URL. */
export const applicationResumeResponse = z.object({
  url: /* @__PURE__ */ z.string().check(z.minLength(1)),
});
export type ApplicationResumeResponse = z.infer<typeof applicationResumeResponse>;
