// The accounts module's calls (api/src/accounts): sign-up, login, the session and password reset,
// each side's own profile, a student's university or TAFE verification, and the download of
// everything held about the caller.
import { endpoint } from '../common/endpoint';
import { ACCOUNT_EXPORT_MEDIA_TYPE, accountExportResponse } from './account-export';
import {
  loginRequest,
  loginResponse,
  logoutResponse,
  refreshResponse,
  resetConfirmRequest,
  resetConfirmResponse,
  resetRequestRequest,
  resetRequestResponse,
  signupDetailsRequest,
  signupDetailsResponse,
  signupEmailRequest,
  signupEmailResponse,
  signupPasswordRequest,
  signupPasswordResponse,
  signupResendRequest,
  signupResendResponse,
  signupVerifyRequest,
  signupVerifyResponse,
} from './auth';
import { employerProfileResponse } from './employer-profile';
import {
  studentEmailResponse,
  studentProfileResponse,
  updateStudentProfileRequest,
  updateStudentProfileResponse,
} from './student-profile';
import {
  confirmVerificationRequest,
  confirmVerificationResponse,
  removeVerificationResponse,
  requestVerificationRequest,
  requestVerificationResponse,
} from './verification';

export const login = endpoint({
  method: 'POST',
  path: '/auth/login',
  access: 'public',
  tag: 'auth',
  operationId: 'authLogin',
  summary: 'Sign in with email and password',
  body: loginRequest,
  response: loginResponse,
  errors: [401, 429],
});

export const refresh = endpoint({
  method: 'POST',
  path: '/auth/refresh',
  access: 'public',
  tag: 'auth',
  operationId: 'authRefresh',
  summary: 'Rotate the refresh cookie and return the signed-in user',
  response: refreshResponse,
  errors: [401],
});

export const logout = endpoint({
  method: 'POST',
  path: '/auth/logout',
  access: 'public',
  tag: 'auth',
  operationId: 'authLogout',
  summary: 'Sign out: revoke the session on the server and clear the cookies',
  response: logoutResponse,
});

export const signupEmail = endpoint({
  method: 'POST',
  path: '/auth/signup/email',
  access: 'public',
  tag: 'auth',
  operationId: 'authSignupEmail',
  summary: 'Start sign-up: mail a six-digit code',
  body: signupEmailRequest,
  response: signupEmailResponse,
  errors: [409, 429],
});

export const signupVerify = endpoint({
  method: 'POST',
  path: '/auth/signup/verify',
  access: 'public',
  tag: 'auth',
  operationId: 'authSignupVerify',
  summary: 'Check the mailed code',
  body: signupVerifyRequest,
  response: signupVerifyResponse,
  errors: [409, 429],
});

export const signupResend = endpoint({
  method: 'POST',
  path: '/auth/signup/resend',
  access: 'public',
  tag: 'auth',
  operationId: 'authSignupResend',
  summary: 'Mail a new code (the previous one stops working)',
  body: signupResendRequest,
  response: signupResendResponse,
  errors: [409, 429],
});

export const signupPassword = endpoint({
  method: 'POST',
  path: '/auth/signup/password',
  access: 'public',
  tag: 'auth',
  operationId: 'authSignupPassword',
  summary: 'Choose the password (after verification)',
  body: signupPasswordRequest,
  response: signupPasswordResponse,
  errors: [409, 429, 503],
});

export const signupDetails = endpoint({
  method: 'POST',
  path: '/auth/signup/details',
  access: 'public',
  tag: 'auth',
  operationId: 'authSignupDetails',
  summary: 'Create the account with its profile and sign in',
  body: signupDetailsRequest,
  response: signupDetailsResponse,
  errors: [409, 429],
});

export const resetRequest = endpoint({
  method: 'POST',
  path: '/auth/reset/request',
  access: 'public',
  tag: 'auth',
  operationId: 'authResetRequest',
  summary: 'Mail a reset link if the account exists (same answer either way)',
  body: resetRequestRequest,
  response: resetRequestResponse,
  errors: [429],
});

export const resetConfirm = endpoint({
  method: 'POST',
  path: '/auth/reset/confirm',
  access: 'public',
  tag: 'auth',
  operationId: 'authResetConfirm',
  summary: 'Set a new password with a reset token; signs out every session',
  body: resetConfirmRequest,
  response: resetConfirmResponse,
  errors: [429, 503],
});

export const studentProfile = endpoint({
  method: 'GET',
  path: '/student/profile',
  access: 'student',
  tag: 'student',
  operationId: 'studentProfile',
  summary: "The signed-in student's profile",
  response: studentProfileResponse,
});

export const updateStudentProfile = endpoint({
  method: 'PUT',
  path: '/student/profile',
  access: 'student',
  tag: 'student',
  operationId: 'studentUpdateProfile',
  summary: "Replace the student's editable profile fields and qualifications",
  body: updateStudentProfileRequest,
  response: updateStudentProfileResponse,
});

export const studentEmail = endpoint({
  method: 'GET',
  path: '/student/email',
  access: 'student',
  tag: 'student',
  operationId: 'studentEmail',
  summary: "The signed-in student's account email",
  response: studentEmailResponse,
});

export const requestVerification = endpoint({
  method: 'POST',
  path: '/student/verification',
  access: 'student',
  tag: 'student',
  operationId: 'studentRequestVerification',
  summary:
    'Mail a six-digit code to a university or TAFE address, to verify that the student controls it',
  body: requestVerificationRequest,
  response: requestVerificationResponse,
  errors: [429],
});

export const confirmVerification = endpoint({
  method: 'POST',
  path: '/student/verification/confirm',
  access: 'student',
  tag: 'student',
  operationId: 'studentConfirmVerification',
  summary: 'Check the mailed code: the student is verified for 12 months',
  body: confirmVerificationRequest,
  response: confirmVerificationResponse,
  errors: [409, 429],
});

export const removeVerification = endpoint({
  method: 'DELETE',
  path: '/student/verification',
  access: 'student',
  tag: 'student',
  operationId: 'studentRemoveVerification',
  summary: "Remove the student's verification and the address it was made with",
  response: removeVerificationResponse,
});

export const employerProfile = endpoint({
  method: 'GET',
  path: '/employer/profile',
  access: 'employer',
  tag: 'employer',
  operationId: 'employerProfile',
  summary: "The signed-in employer's profile",
  response: employerProfileResponse,
});

export const accountExport = endpoint({
  method: 'GET',
  path: '/account/export',
  access: 'signed-in',
  tag: 'account',
  operationId: 'accountExport',
  summary:
    'Download everything held about the signed-in user: a ZIP of JSON files and their resumes',
  response: accountExportResponse,
  produces: ACCOUNT_EXPORT_MEDIA_TYPE,
  errors: [429],
});
