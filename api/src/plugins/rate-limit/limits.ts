// Throttles of the public calls. Per-IP limits are generous (a campus shares one address) and are
// multiplied by RATE_LIMIT_SCALE; per-account limits (keyed by lowercased email) are not scaled.
// Login keys its account limit by (account, IP): failures from one address never lock the owner out
// from another, while each address still gets only a few guesses per account and its per-IP limit
// across accounts. Many addresses guessing one account meet LOGIN_BUDGET below. `mail` is the daily
// cap of mails to one address across sign-up, resend, reset, job alerts by email and student
// verification (keyed by the address whether or not it has an account, so it says nothing).
import { DAY_MS, MINUTE_MS } from '../time/clock';

export interface Limit {
  max: number;
  windowMs: number;
}

export interface ActionLimits {
  ip?: Limit;
  account?: Limit;
}

export type RateLimitAction =
  | 'login'
  | 'signupEmail'
  | 'signupVerify'
  | 'signupResend'
  | 'signupPassword'
  | 'resetRequest'
  | 'resetConfirm'
  | 'places'
  | 'browse'
  | 'sitemap'
  | 'alertSubscribe'
  | 'verificationRequest'
  | 'verificationConfirm'
  | 'apply'
  | 'savedResume'
  | 'mail';

export type RateLimits = Record<RateLimitAction, ActionLimits>;

const WINDOW = 15 * MINUTE_MS;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  // Login counts failures only: a successful attempt takes its hit back.
  login: { ip: { max: 100, windowMs: WINDOW }, account: { max: 10, windowMs: WINDOW } },
  signupEmail: { ip: { max: 100, windowMs: WINDOW }, account: { max: 5, windowMs: WINDOW } },
  signupVerify: { ip: { max: 100, windowMs: WINDOW }, account: { max: 10, windowMs: WINDOW } },
  signupResend: { ip: { max: 100, windowMs: WINDOW }, account: { max: 10, windowMs: WINDOW } },
  // Each one hashes a password (argon2id, 19 MiB): per IP only, as there is no account yet.
  signupPassword: { ip: { max: 100, windowMs: WINDOW } },
  resetRequest: { ip: { max: 100, windowMs: WINDOW }, account: { max: 5, windowMs: WINDOW } },
  resetConfirm: { ip: { max: 100, windowMs: WINDOW } },
  // Each call may be billed by the places provider; the browse screen debounces its typing.
  places: { ip: { max: 600, windowMs: WINDOW } },
  // Browse and search pages (GET /system/jobs/by-category): a searching statement may cost
  // hundreds of milliseconds of the database, so no client may ask without end. A screen asks for
  // its six categories at once: this is a screen every 1.5 s for five minutes, far above a person
  // typing (the box debounces) and paging, with room for a campus behind one address.
  browse: { ip: { max: 1200, windowMs: 5 * MINUTE_MS } },
  // The sitemap's listings (GET /system/jobs/sitemap, issue 32): each answer reads every open
  // listing, up to 50,000. The site asks once every 5 minutes per replica; nobody needs more.
  sitemap: { ip: { max: 30, windowMs: WINDOW } },
  // Saving a job alert by email mails a link to the address (and counts toward `mail` too).
  alertSubscribe: { ip: { max: 100, windowMs: WINDOW }, account: { max: 5, windowMs: WINDOW } },
  // A student asking for verification codes, keyed by the student: each mails an address (and
  // counts toward `mail` too), and a student has no reason to try many addresses.
  verificationRequest: {
    ip: { max: 100, windowMs: WINDOW },
    account: { max: 5, windowMs: WINDOW },
  },
  verificationConfirm: {
    ip: { max: 100, windowMs: WINDOW },
    account: { max: 10, windowMs: WINDOW },
  },
  // Applying, keyed by the student, refusals included: each apply is a transaction that may hold a
  // listing's slot for 15 minutes (issue 27, finding 4). A student filling in forms sends far fewer
  // than 20 in 15 minutes; a campus shares one address.
  apply: { ip: { max: 200, windowMs: WINDOW }, account: { max: 20, windowMs: WINDOW } },
  // Changing the saved resume (issue 32: starting an upload, confirming it, saving an
  // application's), keyed by the student: each confirmation or save copies and reads up to 5 MB in
  // storage for a request of a few bytes. A student replaces it a few times a term.
  savedResume: { ip: { max: 200, windowMs: WINDOW }, account: { max: 20, windowMs: WINDOW } },
  mail: { account: { max: 10, windowMs: DAY_MS } },
};

/**
 * Failed logins of one account across every client (issue 27, finding 2), as OWASP's device
 * cookies describe it (accounts/auth/device-cookie.ts). Clients the account does not know share
 * `freeFailures` a window; past them each attempt waits for the previous one's delay, which starts
 * at `firstDelayMs` and doubles with each failure up to `maxDelayMs` (429 with Retry-After; never
 * a lockout). A browser the account knows is not slowed by them: it has `deviceFailures` of its
 * own per `deviceWindowMs`.
 */
export interface LoginBudget {
  freeFailures: number;
  windowMs: number;
  firstDelayMs: number;
  maxDelayMs: number;
  deviceFailures: number;
  deviceWindowMs: number;
}

export const DEFAULT_LOGIN_BUDGET: LoginBudget = {
  // About what one address may try in 15 minutes, for the whole day: after it, at most about
  // 100 guesses a day reach the account (1 s doubling to 15 minutes), in line with NIST's cap of
  // 100 consecutive failures, while the owner on a new browser waits 15 minutes at most.
  freeFailures: 10,
  windowMs: DAY_MS,
  firstDelayMs: 1000,
  maxDelayMs: 15 * MINUTE_MS,
  deviceFailures: 10,
  deviceWindowMs: WINDOW,
};

/** Default limits with `overrides` applied and the per-IP maxima multiplied by `scale`. */
export function resolveLimits(scale: number, overrides: Partial<RateLimits> = {}): RateLimits {
  const merged = { ...DEFAULT_RATE_LIMITS, ...overrides };
  const scaled = Object.entries(merged).map(([action, limits]) => [
    action,
    {
      ...limits,
      ...(limits.ip && {
        ip: { ...limits.ip, max: Math.max(1, Math.floor(limits.ip.max * scale)) },
      }),
    },
  ]);
  return Object.fromEntries(scaled) as RateLimits;
}
