// The student's own profile and the account email the apply form starts from (accounts module).
import { z } from 'zod/mini';
import { emailAddress, okResponse, optionalText } from '../common/schemas';
import { SHORT_TEXT_MAX_LENGTH } from '../common/limits';
import { studentVerification } from './verification';

/** GET /student/profile response: qualifications lists the codes of ticked qualifications. */
export const studentProfileResponse = z.object({
  name: z.string(),
  email: z.string(),
  university: z.string(),
  degree: z.string(),
  about: z.string(),
  experience: z.string(),
  other_qualifications: z.string(),
  qualifications: z.array(z.string()),
  /**
   * The university or TAFE address verification in force, or null (none, or it has ended); absent
   * from an API older than it.
   */
  verification: z.optional(z.nullable(studentVerification)),
  /**
   * The student holds a visa that limits their work (a Student visa's hours a fortnight): theirs
   * alone to see, never shown to an employer. Absent from an API older than it.
   */
  student_visa_work_limit: z.optional(z.boolean()),
});
export type StudentProfileResponse = z.infer<typeof studentProfileResponse>;

/** PUT /student/profile request (no required fields; text areas at most 250). */
export const updateStudentProfileRequest = z.strictObject({
  university: /* @__PURE__ */ optionalText(SHORT_TEXT_MAX_LENGTH),
  degree: /* @__PURE__ */ optionalText(SHORT_TEXT_MAX_LENGTH),
  about: /* @__PURE__ */ optionalText(),
  experience: /* @__PURE__ */ optionalText(),
  other_qualifications: /* @__PURE__ */ optionalText(),
  qualifications: /* @__PURE__ */ z
    .array(/* @__PURE__ */ z.string().check(z.minLength(1), z.maxLength(64)))
    .check(z.maxLength(100)),
  /** Whether the student holds a visa that limits their work; absent keeps what is stored. */
  student_visa_work_limit: z.optional(z.boolean()),
});
export type UpdateStudentProfileRequest = z.infer<typeof updateStudentProfileRequest>;

/** PUT /student/profile response (not read). */
export const updateStudentProfileResponse = okResponse;
export type UpdateStudentProfileResponse = z.infer<typeof updateStudentProfileResponse>;

/** GET /student/email response: the account email, to prefill the apply form. */
export const studentEmailResponse = z.object({ email: emailAddress });
export type StudentEmailResponse = z.infer<typeof studentEmailResponse>;
