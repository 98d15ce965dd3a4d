// The screens' URLs of SPEC section 2, by the name remotes link to them with: a link from one
// remote to another's screen (Log In from the job page, Post a Job from the nav) reads its path
// here. Owning, routing and guarding a screen is not the kit's: each remote declares its screens in
// its own screens.json (shared-kit/screens.mjs), so a new screen ships with its remote alone. A test
// (paths.test.ts) checks that every path here is declared by exactly one remote.
import type { SignupRole, UserRole } from 'api-contract/common';

const specPaths = {
  signup: '/auth/signup',
  confirm: '/auth/confirm',
  password: '/auth/password',
  details: '/auth/details',
  login: '/auth/login',
  resetEmail: '/auth/reset/email',
  resetPassword: '/auth/reset/password',
  jobsSearch: '/jobs/search',
  jobsApply: '/jobs/apply',
  jobsUnsubscribe: '/jobs/alerts/unsubscribe',
  jobsAlertConfirm: '/jobs/alerts/confirm',
  studentProfile: '/profile/student',
  employerProfile: '/profile/employer',
  createJob: '/profile/employer/createjob',
  viewApplicationBase: '/profile/employer/viewapplication',
  about: '/about',
  employers: '/employers',
  privacy: '/privacy',
  terms: '/terms',
} as const;

/** The query parameter of /auth/signup naming the account type its last step starts on. */
export const SIGNUP_ROLE_PARAM = 'role';

/** The screens' URLs, `/`, and functions for the screens that carry a query parameter. */
export const paths = {
  home: '/',
  ...specPaths,
  jobApply: (id: string) => `${specPaths.jobsApply}?id=${encodeURIComponent(id)}`,
  viewApplication: (applicationId: string) =>
    `${specPaths.viewApplicationBase}?id=${encodeURIComponent(applicationId)}`,
  /** Sign-up whose details step starts on this account type (mf-auth reads the parameter). */
  signupAs: (role: SignupRole) => `${specPaths.signup}?${SIGNUP_ROLE_PARAM}=${role}`,
} as const;

/** The screen paths alone (what a remote must declare). */
export const SCREEN_PATHS: readonly string[] = Object.values(specPaths);

/** The home screen of a role: /profile/{role}, and a moderator's queue. */
export function profilePath(role: UserRole): string {
  return role === 'moderator' ? '/moderation' : `/profile/${role}`;
}
