import { z } from 'zod/mini';
import {
  emailAddress,
  newPassword,
  okResponse,
  opaqueToken,
  optionalText,
  requiredText,
  entityId,
  userRole,
  validationMessages,
  verificationCode,
} from '../common/schemas';
import { PASSWORD_MAX_LENGTH } from '../common/limits';

/** The signed-in user: returned by refresh, login and sign-up details. */
export const sessionUser = z.object({ user_id: entityId, role: userRole });
export type SessionUser = z.infer<typeof sessionUser>;

/** POST /auth/refresh response (no payload). */
export const refreshResponse = sessionUser;
export type RefreshResponse = z.infer<typeof refreshResponse>;

/** POST /auth/logout response (not read). */
export const logoutResponse = okResponse;
export type LogoutResponse = z.infer<typeof logoutResponse>;

/** POST /auth/login request: a valid email and a non-empty password. */
export const loginRequest = z.strictObject({
  email: emailAddress,
  password: /* @__PURE__ */ z
    .string()
    .check(
      z.minLength(1, validationMessages.passwordRequired),
      z.maxLength(PASSWORD_MAX_LENGTH, validationMessages.passwordMax),
    ),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** POST /auth/login response. */
export const loginResponse = sessionUser;
export type LoginResponse = z.infer<typeof loginResponse>;

/** POST /auth/signup/email request. */
export const signupEmailRequest = z.strictObject({ email: emailAddress });
export type SignupEmailRequest = z.infer<typeof signupEmailRequest>;

/** POST /auth/signup/email response: the sign-up session token. */
export const signupEmailResponse = z.object({ session_token: opaqueToken });
export type SignupEmailResponse = z.infer<typeof signupEmailResponse>;

/** POST /auth/signup/verify request. */
export const signupVerifyRequest = z.strictObject({
  session_token: opaqueToken,
  code: verificationCode,
});
export type SignupVerifyRequest = z.infer<typeof signupVerifyRequest>;

/** POST /auth/signup/verify response (not read). */
export const signupVerifyResponse = okResponse;
export type SignupVerifyResponse = z.infer<typeof signupVerifyResponse>;

/** POST /auth/signup/resend request. */
export const signupResendRequest = z.strictObject({ session_token: opaqueToken });
export type SignupResendRequest = z.infer<typeof signupResendRequest>;

/** POST /auth/signup/resend response (not read). */
export const signupResendResponse = okResponse;
export type SignupResendResponse = z.infer<typeof signupResendResponse>;

/** POST /auth/signup/password request (the confirmation never leaves the form). */
export const signupPasswordRequest = z.strictObject({
  session_token: opaqueToken,
  password: newPassword,
});
export type SignupPasswordRequest = z.infer<typeof signupPasswordRequest>;

/** POST /auth/signup/password response (not read). */
export const signupPasswordResponse = okResponse;
export type SignupPasswordResponse = z.infer<typeof signupPasswordResponse>;

/** Student part of POST /auth/signup/details: quals maps qualification code to ticked. */
export const studentSignupDetails = z.strictObject({
  full_name: /* @__PURE__ */ requiredText(),
  study: /* @__PURE__ */ requiredText(),
  institution: /* @__PURE__ */ requiredText(),
  about: z.optional(/* @__PURE__ */ optionalText()),
  experience: z.optional(/* @__PURE__ */ optionalText()),
  quals: z._default(
    z.record(/* @__PURE__ */ z.string().check(z.minLength(1), z.maxLength(64)), z.boolean()),
    {},
  ),
  other_qualifications: z.optional(/* @__PURE__ */ optionalText()),
});
export type StudentSignupDetails = z.infer<typeof studentSignupDetails>;

/** Employer part of POST /auth/signup/details. */
export const employerSignupDetails = z.strictObject({
  business_name: /* @__PURE__ */ requiredText(),
  description: z.optional(/* @__PURE__ */ optionalText()),
});
export type EmployerSignupDetails = z.infer<typeof employerSignupDetails>;

/** POST /auth/signup/details request: the role and that role's details, nothing else. */
export const signupDetailsRequest = z.discriminatedUnion('role', [
  z.strictObject({
    session_token: opaqueToken,
    role: z.literal('student'),
    student: studentSignupDetails,
  }),
  z.strictObject({
    session_token: opaqueToken,
    role: z.literal('employer'),
    employer: employerSignupDetails,
  }),
]);
export type SignupDetailsRequest = z.infer<typeof signupDetailsRequest>;
export type SignupDetailsRequestInput = z.input<typeof signupDetailsRequest>;

/** POST /auth/signup/details response: the new user is signed in. */
export const signupDetailsResponse = sessionUser;
export type SignupDetailsResponse = z.infer<typeof signupDetailsResponse>;

/** POST /auth/reset/request request (first send and resend). */
export const resetRequestRequest = z.strictObject({ email: emailAddress });
export type ResetRequestRequest = z.infer<typeof resetRequestRequest>;

/** POST /auth/reset/request response (not read; the same whether or not the account exists). */
export const resetRequestResponse = okResponse;
export type ResetRequestResponse = z.infer<typeof resetRequestResponse>;

/** POST /auth/reset/confirm request. */
export const resetConfirmRequest = z.strictObject({
  token: opaqueToken,
  new_password: newPassword,
});
export type ResetConfirmRequest = z.infer<typeof resetConfirmRequest>;

/** POST /auth/reset/confirm response (not read). */
export const resetConfirmResponse = okResponse;
export type ResetConfirmResponse = z.infer<typeof resetConfirmResponse>;

/** Form (not a call): a new password and its confirmation, for sign-up and reset screens. */
export const newPasswordForm = /* @__PURE__ */ z
  .object({ password: newPassword, confirm: z.string() })
  .check(
    z.refine((v) => v.password === v.confirm, {
      message: validationMessages.passwordsMismatch,
      path: ['confirm'],
    }),
  );
export type NewPasswordForm = z.infer<typeof newPasswordForm>;
