// An employer's review of the applications to their listings (applications module).
import { z } from 'zod/mini';
import { appliedVersionFields } from './applied-version';
import { interviewInvitation } from './interview';
import { jobOffer } from './offer';
import { unreadCount } from './thread';
import { studentVerification } from '../accounts/verification';
import { applicationEvent, applicationStatus, entityId } from '../common/schemas';

/** One application of GET /employer/listings/{id}/applications. */
export const employerApplicationSummary = z.object({
  id: entityId,
  applicant_name: z.string(),
  degree: z.string(),
  university: z.string(),
  status: applicationStatus,
  /** The applicant's student verification in force, or null (absent from an API before it). */
  verification: z.optional(z.nullable(studentVerification)),
  /** Messages to the employer in this application's thread not read yet (absent from an API before it). */
  unread_messages: z.optional(unreadCount),
  listing_version: appliedVersionFields.listing_version,
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
  /** Its listing; the id (absent from an older API) takes Back to the listing's applications. */
  job: z.object({ id: z.optional(entityId), title: z.string() }),
  applicant: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.optional(z.nullable(z.string())),
    degree: z.string(),
    university: z.string(),
    qualifications: z.array(z.object({ label: z.string() })),
    other_qualifications: z.optional(z.nullable(z.string())),
    about: z.string(),
    /** The experience the student wrote in their profile ('' when none; absent from an API before it). */
    experience: z.optional(z.string()),
    /** The applicant's student verification in force, or null (absent from an API before it). */
    verification: z.optional(z.nullable(studentVerification)),
  }),
  answers: z.array(z.object({ question: z.string(), answer: z.string() })),
  anything_else_answer: z.nullable(z.string()),
  resume_file_name: z.string(),
  /** The status history, oldest first (absent from an API before it). */
  history: z.optional(
    z.array(applicationEvent),
  ) /** The interview times offered, while the application is at interview (else null). */,
  interview: z.optional(z.nullable(interviewInvitation)),
  /** The offer, once made (offered, hired or declined; else null). */
  offer: z.optional(z.nullable(jobOffer)),
  ...appliedVersionFields,
});
export type EmployerApplicationDetail = z.infer<typeof employerApplicationDetail>;

/** GET /employer/applications/{id} response (alias of employerApplicationDetail). */
export const employerApplicationResponse = employerApplicationDetail;
export type EmployerApplicationResponse = EmployerApplicationDetail;

/**
 * The statuses an employer sets by this call: seen (from submitted), shortlisted (from submitted or
 * seen) and rejected (at any stage before hired; final).
 */
export const employerDecision = z.enum(['seen', 'shortlisted', 'rejected']);
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
