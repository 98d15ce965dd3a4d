import { z } from 'zod/mini';
import {
  EMAIL_MAX_LENGTH,
  LIST_PAGE_SIZE,
  MAX_PAGE_SIZE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  TEXT_AREA_MAX_LENGTH,
} from './limits';

/** Body of every error response: a human-readable `detail` the screens may show. */
export const errorResponse = z.object({ detail: z.string() });
export type ErrorResponse = z.infer<typeof errorResponse>;

/** Empty JSON object, for calls whose response carries nothing the screens read. */
export const okResponse = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponse>;

/**
 * A user's role: chosen at sign-up (student or employer), or given by an operator (moderator,
 * `npm run moderator`), never signed up for.
 */
export const userRole = z.enum(['student', 'employer', 'moderator']);
export type UserRole = z.infer<typeof userRole>;

/** The roles one signs up for. */
export type SignupRole = Exclude<UserRole, 'moderator'>;

/** The user messages of SPEC section 5, so forms and the API say the same thing. */
export const validationMessages = {
  email: 'Please enter a valid email address.',
  preferredEmail: 'Please enter a valid email.',
  passwordMin: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordMax: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  passwordRequired: 'Please enter your password.',
  passwordsMismatch: 'Passwords do not match.',
  code: 'Enter the 6-digit code.',
  required: 'This field is required.',
  tooLong: (max: number) => `Must be at most ${max} characters.`,
  confirmAccurate: 'Please confirm your information is accurate to continue.',
  acceptTerms: 'You must accept the Terms of Service to continue.',
  resumeTooLarge: 'Resume must be under 5 MB.',
  resumeMissing: 'Please upload a resume before submitting.',
  resumeType: 'Resume must be a PDF, DOC or DOCX file.',
  answerRequired: 'Please answer this question.',
  dateInvalid: 'Date input not valid.',
  maxApplications: 'Maximum applications must be a whole number greater than 0.',
  coordinatesPair: 'Latitude and longitude must both be set or both be empty.',
  cursorPair: 'before_created_at and before_id must be sent together.',
  rankWithCursor:
    'before_rank is part of the cursor: send it with before_created_at and before_id.',
} as const;

/**
 * Email: text, '@', domain, '.', at least two characters (SPEC section 5), and only a plain
 * addr-spec (RFC 5322 dot-atom local part, a host name as domain): no quotes, comments, display
 * names or lists. `, ; < > "` and spaces would let a mail library read `Ceo<probe@example.com>`
 * as a display name or `x,probe@example.com` as two recipients (header injection). Letters and
 * digits of any script are allowed, as in internationalised addresses.
 */
export const EMAIL_PATTERN =
  /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+)*@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+[\p{L}\p{N}][\p{L}\p{N}-]*[\p{L}\p{N}]$/u;

const email = (message: string) =>
  z
    .string()
    .check(z.trim(), z.maxLength(EMAIL_MAX_LENGTH, message), z.regex(EMAIL_PATTERN, message));

/** An email address, trimmed, with the sign-up/login message. */
export const emailAddress = /* @__PURE__ */ email(validationMessages.email);
/** An email address with the apply form's message. */
export const preferredEmailAddress = /* @__PURE__ */ email(validationMessages.preferredEmail);

/** A new password (sign-up, reset): 8 to 1024 characters, not trimmed. */
export const newPassword = /* @__PURE__ */ z
  .string()
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, validationMessages.passwordMin),
    z.maxLength(PASSWORD_MAX_LENGTH, validationMessages.passwordMax),
  );

/** The six-digit sign-up verification code. */
export const verificationCode = /* @__PURE__ */ z
  .string()
  .check(z.regex(/^\d{6}$/, validationMessages.code));

/** An opaque token issued by the API (sign-up session, password reset). */
export const opaqueToken = /* @__PURE__ */ z
  .string()
  .check(z.minLength(1, validationMessages.required), z.maxLength(512));

/**
 * Ids are UUIDs (any version: Postgres `uuid` accepts every 8-4-4-4-12 hex form, and so does
 * `z.guid()`, unlike `z.uuid()` which also checks the version and variant bits).
 */
export const entityId = z.guid();

const UTC_OFFSET = /(?:Z|([+-])(\d{2}):?(\d{2}))$/i;

/** `Z`, or an offset PostgreSQL takes (within ±14:00: `-23:59` is a 500 there, not a date). */
function realOffset(value: string): boolean {
  const match = UTC_OFFSET.exec(value);
  if (!match) return false;
  if (!match[1]) return true;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return Number(match[3]) < 60 && minutes <= 14 * 60;
}

/** An ISO 8601 date-time with `Z` or an offset within ±14:00, e.g. `2025-08-28T03:15:00.000Z`. */
export const isoDateTime = /* @__PURE__ */ z.iso
  .datetime({ offset: true })
  .check(z.refine(realOffset, 'Use Z or a UTC offset within ±14:00.'));

/** A calendar date `YYYY-MM-DD` (real dates only: no 2025-02-29). */
export const isoDate = /* @__PURE__ */ z.iso.date({ message: validationMessages.dateInvalid });

/** A required single-line text: trimmed, not blank, at most `max` characters. */
export function requiredText(max: number = SHORT_TEXT_MAX_LENGTH) {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, validationMessages.required),
      z.maxLength(max, validationMessages.tooLong(max)),
    );
}

/** An optional text (empty allowed): trimmed, at most `max` characters. */
export function optionalText(max: number = TEXT_AREA_MAX_LENGTH) {
  return z.string().check(z.trim(), z.maxLength(max, validationMessages.tooLong(max)));
}

/** Latitude in degrees. */
export const latitude = /* @__PURE__ */ z.number().check(z.gte(-90), z.lte(90));
/** Longitude in degrees. */
export const longitude = /* @__PURE__ */ z.number().check(z.gte(-180), z.lte(180));

/** Path parameters of calls on `/{id}`. */
export const idParams = z.strictObject({ id: entityId });
export type IdParams = z.infer<typeof idParams>;

/** Path parameters of `DELETE /student/jobs/apply/{application_id}`. */
export const applicationIdParams = z.strictObject({ application_id: entityId });
export type ApplicationIdParams = z.infer<typeof applicationIdParams>;

/** Query-string integer page size, 1..50 (query values arrive as strings). */
export function pageLimit(defaultLimit: number = LIST_PAGE_SIZE) {
  return z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_PAGE_SIZE)), defaultLimit);
}

/** Shape of the keyset cursor: rows strictly before (created_at, id), newest first. */
export const keysetCursorShape = {
  limit: /* @__PURE__ */ pageLimit(),
  before_created_at: z.optional(isoDateTime),
  before_id: z.optional(entityId),
};

/** Both halves of the cursor or neither. */
export function hasCursorPair(q: { before_created_at?: string; before_id?: string }): boolean {
  return (q.before_created_at === undefined) === (q.before_id === undefined);
}

/** Keyset cursor query: `limit` (default 5), optional `before_created_at` + `before_id`. */
export const keysetCursorQuery = /* @__PURE__ */ z
  .strictObject(keysetCursorShape)
  .check(z.refine(hasCursorPair, { message: validationMessages.cursorPair, path: ['before_id'] }));
export type KeysetCursorQuery = z.infer<typeof keysetCursorQuery>;
export type KeysetCursorQueryInput = z.input<typeof keysetCursorQuery>;

/** Both coordinates set or both empty (null or undefined). */
export function hasCoordinatePair(
  a: number | null | undefined,
  b: number | null | undefined,
): boolean {
  return (a === null || a === undefined) === (b === null || b === undefined);
}

/**
 * The hiring pipeline's stages, in the order an application moves through them
 * (docs/adr/0042-the-hiring-pipeline.md). `declined` is the student turning an offer down.
 */
export const APPLICATION_STATUSES = [
  'submitted',
  'seen',
  'shortlisted',
  'interview',
  'offered',
  'hired',
  'declined',
  'rejected',
  'withdrawn',
] as const;
export type PipelineStatus = (typeof APPLICATION_STATUSES)[number];

/** Under way: with the employer, and not yet hired, declined, rejected or withdrawn. */
export const LIVE_APPLICATION_STATUSES = [
  'submitted',
  'seen',
  'shortlisted',
  'interview',
  'offered',
] as const satisfies readonly PipelineStatus[];

/** Final: no move leaves them (but deleting an account, or retention, deletes the row). */
export const TERMINAL_APPLICATION_STATUSES = [
  'hired',
  'declined',
  'rejected',
  'withdrawn',
] as const satisfies readonly PipelineStatus[];

export const isLiveApplicationStatus = (status: string): boolean =>
  (LIVE_APPLICATION_STATUSES as readonly string[]).includes(status);

export const isTerminalApplicationStatus = (status: string): boolean =>
  (TERMINAL_APPLICATION_STATUSES as readonly string[]).includes(status);

/** Statuses of an application (pending is styled on the student side too). */
export const applicationStatus = z.enum([
  'submitted',
  'seen',
  'shortlisted',
  'interview',
  'offered',
  'hired',
  'declined',
  'rejected',
  'withdrawn',
  'pending',
]);
export type ApplicationStatus = z.infer<typeof applicationStatus>;

/** Who made a move of an application's history. */
export const applicationActor = z.enum(['student', 'employer']);
export type ApplicationActor = z.infer<typeof applicationActor>;

/**
 * One move of an application's status history, oldest first; both sides see it. The first entry
 * is the application's submission (`from` null).
 */
export const applicationEvent = z.object({
  from: z.nullable(applicationStatus),
  to: applicationStatus,
  actor: applicationActor,
  at: isoDateTime,
  note: z.optional(z.nullable(z.string())),
});
export type ApplicationEvent = z.infer<typeof applicationEvent>;

/**
 * Why its employer closed a listing: `filled` (someone was hired) or `cancelled` (the
 * job will not happen). Applicants still waiting are told in words that match.
 */
export const closeOutcome = z.enum(['filled', 'cancelled']);
export type CloseOutcome = z.infer<typeof closeOutcome>;

/** Statuses of a job listing. */
export const listingStatus = z.enum(['posted', 'pending', 'closed', 'expired', 'removed']);
export type ListingStatus = z.infer<typeof listingStatus>;
