// The account type the details step starts on. SPEC's default is the student's; a link that says
// whom it is for (the employers' page's "Post a job": /auth/signup?role=employer) starts it on the
// employer's. The choice is kept in session storage, like the rest of the flow, from the email
// step until the details step three screens later; the tabs there still switch freely.
import type { SignupRole } from 'api-contract/common';
import { SIGNUP_ROLE_PARAM } from 'shared-kit';

const KEY = 'signupRole';

/** SPEC section 2's default: the details step opens on "I'm a student". */
export const DEFAULT_SIGNUP_ROLE: SignupRole = 'student';

const isSignupRole = (value: unknown): value is SignupRole =>
  value === 'student' || value === 'employer';

/**
 * What the sign-up link asks for: the role its parameter names, `'unknown'` for any other value
 * (falls back to the default), or null when the link names none.
 */
export function linkedRole(search: URLSearchParams): SignupRole | 'unknown' | null {
  const value = search.get(SIGNUP_ROLE_PARAM);
  if (value === null) return null;
  return isSignupRole(value) ? value : 'unknown';
}

/**
 * Called by the email step as it opens, before a new flow starts. A role the link names is kept;
 * an unknown one is dropped; a link naming none drops an earlier choice only when a new flow
 * starts, so coming back to the email step ("That wasn't my email") keeps it.
 */
export function takeSignupRoleFromLink(search: URLSearchParams, flowActive: boolean): void {
  const linked = linkedRole(search);
  try {
    if (linked === 'student' || linked === 'employer') sessionStorage.setItem(KEY, linked);
    else if (linked === 'unknown' || !flowActive) sessionStorage.removeItem(KEY);
  } catch {
    // Storage blocked: the details step opens on the default.
  }
}

/** The role the details step opens on. */
export function signupRole(): SignupRole {
  try {
    const stored = sessionStorage.getItem(KEY);
    return isSignupRole(stored) ? stored : DEFAULT_SIGNUP_ROLE;
  } catch {
    return DEFAULT_SIGNUP_ROLE;
  }
}
