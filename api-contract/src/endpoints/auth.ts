// The endpoint table's auth group: sign-up, login, the session and password reset (endpoints.auth.*).
// The session calls are public: refresh and logout read the refresh cookie themselves.
import * as auth from '../auth';
import { endpoint } from '../endpoint';

export const login = endpoint({
  method: 'POST',
  path: '/auth/login',
  access: 'public',
  tag: 'auth',
  summary: 'Sign in with email and password',
  body: auth.loginRequest,
  response: auth.loginResponse,
  errors: [401, 429],
});

export const refresh = endpoint({
  method: 'POST',
  path: '/auth/refresh',
  access: 'public',
  tag: 'auth',
  summary: 'Rotate the refresh cookie and return the signed-in user',
  response: auth.refreshResponse,
  errors: [401],
});

export const logout = endpoint({
  method: 'POST',
  path: '/auth/logout',
  access: 'public',
  tag: 'auth',
  summary: 'Sign out: revoke the session on the server and clear the cookies',
  response: auth.logoutResponse,
});

export const signupEmail = endpoint({
  method: 'POST',
  path: '/auth/signup/email',
  access: 'public',
  tag: 'auth',
  summary: 'Start sign-up: mail a six-digit code',
  body: auth.signupEmailRequest,
  response: auth.signupEmailResponse,
  errors: [409, 429],
});

export const signupVerify = endpoint({
  method: 'POST',
  path: '/auth/signup/verify',
  access: 'public',
  tag: 'auth',
  summary: 'Check the mailed code',
  body: auth.signupVerifyRequest,
  response: auth.signupVerifyResponse,
  errors: [409, 429],
});

export const signupResend = endpoint({
  method: 'POST',
  path: '/auth/signup/resend',
  access: 'public',
  tag: 'auth',
  summary: 'Mail a new code (the previous one stops working)',
  body: auth.signupResendRequest,
  response: auth.signupResendResponse,
  errors: [409, 429],
});

export const signupPassword = endpoint({
  method: 'POST',
  path: '/auth/signup/password',
  access: 'public',
  tag: 'auth',
  summary: 'Choose the password (after verification)',
  body: auth.signupPasswordRequest,
  response: auth.signupPasswordResponse,
  errors: [409, 429, 503],
});

export const signupDetails = endpoint({
  method: 'POST',
  path: '/auth/signup/details',
  access: 'public',
  tag: 'auth',
  summary: 'Create the account with its profile and sign in',
  body: auth.signupDetailsRequest,
  response: auth.signupDetailsResponse,
  errors: [409, 429],
});

export const resetRequest = endpoint({
  method: 'POST',
  path: '/auth/reset/request',
  access: 'public',
  tag: 'auth',
  summary: 'Mail a reset link if the account exists (same answer either way)',
  body: auth.resetRequestRequest,
  response: auth.resetRequestResponse,
  errors: [429],
});

export const resetConfirm = endpoint({
  method: 'POST',
  path: '/auth/reset/confirm',
  access: 'public',
  tag: 'auth',
  summary: 'Set a new password with a reset token; signs out every session',
  body: auth.resetConfirmRequest,
  response: auth.resetConfirmResponse,
  errors: [429, 503],
});
