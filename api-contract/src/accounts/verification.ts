// Verified students: a student proves they control an email address of an Australian
// university or TAFE by a code mailed to it. "Verified" means exactly that, confirmed within the
// last 12 months: such an address can also belong to staff or a recent graduate, so it is not proof
// of enrolment, and nothing checks a student's grades or credentials.
import { z } from 'zod/mini';
import { emailAddress, isoDateTime, okResponse, verificationCode } from '../common/schemas';

/** A student's verification in force: the institution's short name and its dates. */
export const studentVerification = z.object({
  /** As students know it: "UNSW", "TAFE NSW". */
  institution: z.string(),
  verified_at: isoDateTime,
  expires_at: isoDateTime,
});
export type StudentVerification = z.infer<typeof studentVerification>;

/** POST /student/verification: mail a six-digit code to a university or TAFE address. */
export const requestVerificationRequest = z.strictObject({ email: emailAddress });
export type RequestVerificationRequest = z.infer<typeof requestVerificationRequest>;

/** The address the code went to, the institution it belongs to and when the code stops working. */
export const requestVerificationResponse = z.object({
  email: z.string(),
  institution: z.string(),
  code_expires_at: isoDateTime,
});
export type RequestVerificationResponse = z.infer<typeof requestVerificationResponse>;

/** POST /student/verification/confirm: the code from the mail. */
export const confirmVerificationRequest = z.strictObject({ code: verificationCode });
export type ConfirmVerificationRequest = z.infer<typeof confirmVerificationRequest>;

export const confirmVerificationResponse = studentVerification;
export type ConfirmVerificationResponse = StudentVerification;

/** DELETE /student/verification: the student removes their verification and its address. */
export const removeVerificationResponse = okResponse;

const monthYear = (iso: string) =>
  new Date(iso).toLocaleDateString('en-AU', {
    month: 'short',
    year: 'numeric',
    timeZone: 'Australia/Sydney',
  });

/** "Verified student · UNSW · since Nov 2026", as employers and the student see it. */
export function verificationLabel(verification: StudentVerification): string {
  return `Verified student · ${verification.institution} · since ${monthYear(verification.verified_at)}`;
}
