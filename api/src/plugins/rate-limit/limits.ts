// Throttles of the public calls. Per-IP limits are generous (a campus shares one address) and are
// multiplied by RATE_LIMIT_SCALE; per-account limits (keyed by lowercased email) are not scaled.
// Login keys its account limit by (account, IP): failures from one address never lock the owner out
// from another, while each address still gets only a few guesses per account and its per-IP limit
// across accounts. Many addresses guessing one account meet LOGIN_BUDGET below. `accountIp` keys a
// limit by (account, IP) the same way for any other action.
//
// An account costs nothing, so what an account may do is also counted per client network (IPv4
// address, IPv6 /64): accounts made, sign-ups started, mails anyone may trigger without an account,
// listings of new employers, reports.
//
// Mail to one address is counted in separate budgets, so that mail others trigger can never crowd
// out the owner's own reset link: `mail` is what anyone may cause to be sent to an address (sign-up
// codes and notices, alert confirmations, verification codes, and notifications up to a reserve);
// `resetMail` is reset links asked for by browsers the account does not know, per (address, IP) and
// per address; `resetMailKnown` is the reserve only a browser with the account's device cookie
// draws on. Each is keyed by the address whether or not it has an account, so it says nothing.
import { ACCOUNT_EXPORTS_PER_HOUR } from 'api-contract';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../time/clock';

export interface Limit {
  max: number;
  windowMs: number;
}

export interface ActionLimits {
  /** Per client network (× RATE_LIMIT_SCALE). */
  ip?: Limit;
  /** Per account or address. */
  account?: Limit;
  /** Per (account or address, client network). */
  accountIp?: Limit;
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
  | 'messagesHour'
  | 'messagesDay'
  | 'accountsHour'
  | 'accountsDay'
  | 'signupDay'
  | 'publicMail'
  | 'newEmployerPostsHour'
  | 'newEmployerPostsDay'
  | 'report'
  | 'mail'
  | 'resetMail'
  | 'resetMailKnown'
  | 'accountExport';

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
  // Per (address, IP): requests from one network never throttle the owner's from another.
  resetRequest: { ip: { max: 100, windowMs: WINDOW }, accountIp: { max: 5, windowMs: WINDOW } },
  resetConfirm: { ip: { max: 100, windowMs: WINDOW } },
  // Each call may be billed by the places provider; the browse screen debounces its typing.
  places: { ip: { max: 600, windowMs: WINDOW } },
  // Browse and search pages (GET /system/jobs/by-category): a searching statement may cost
  // hundreds of milliseconds of the database, so no client may ask without end. A screen asks for
  // its six categories at once: this is a screen every 1.5 s for five minutes, far above a person
  // typing (the box debounces) and paging, with room for a campus behind one address.
  browse: { ip: { max: 1200, windowMs: 5 * MINUTE_MS } },
  // The sitemap's listings (GET /system/jobs/sitemap): each answer reads every open
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
  // listing's slot for 15 minutes. A student filling in forms sends far fewer
  // than 20 in 15 minutes; a campus shares one address.
  apply: { ip: { max: 200, windowMs: WINDOW }, account: { max: 20, windowMs: WINDOW } },
  // Changing the saved resume (starting an upload, confirming it, saving an
  // application's), keyed by the student: each confirmation or save copies and reads up to 5 MB in
  // storage for a request of a few bytes. A student replaces it a few times a term.
  savedResume: { ip: { max: 200, windowMs: WINDOW }, account: { max: 20, windowMs: WINDOW } },
  // Messages in applications' threads, keyed by the sender, refusals included: a person writing
  // to applicants or an employer sends far fewer; a script pasting one text to every applicant
  // meets the hour's limit at once.
  messagesHour: { account: { max: 30, windowMs: HOUR_MS } },
  messagesDay: { account: { max: 200, windowMs: DAY_MS } },
  // Accounts made per network, counted at the details step where one is created: a campus behind
  // one address signs up a few dozen students on its busiest day, a script a hundred a minute.
  accountsHour: { ip: { max: 20, windowMs: HOUR_MS } },
  accountsDay: { ip: { max: 50, windowMs: DAY_MS } },
  // Sign-ups started per network a day, besides signupEmail's 15 minutes: each mails an address,
  // and started flows outnumber finished ones (typos, second thoughts), hence twice accountsDay.
  signupDay: { ip: { max: 100, windowMs: DAY_MS } },
  // Mails anyone may trigger without an account, per network a day, across sign-up codes and
  // resends, alerts saved by email and reset requests: one network cannot use us to mail
  // thousands of addresses, while a campus's sign-ups and resets fit.
  publicMail: { ip: { max: 200, windowMs: DAY_MS } },
  // Listings of employers whose account is new (posting-limits.ts `newForMs`), per network, with
  // one new employer's own figures: new accounts on one network share one new employer's budget.
  // Counted in the posting (listings/vetting/network-postings.ts), answered in its own words.
  newEmployerPostsHour: { ip: { max: 5, windowMs: HOUR_MS } },
  newEmployerPostsDay: { ip: { max: 10, windowMs: DAY_MS } },
  // Reports of listings and of employers' messages per network: accounts cost nothing, so many
  // accounts on one address must not file reports without end. Per student the daily limit counts the reports kept
  // (listings/vetting/reports.ts, REPORTS_PER_DAY), which a restart or a replica cannot reset.
  report: { ip: { max: 20, windowMs: DAY_MS } },
  // Mails others may trigger to one address a day (sign-up, resend, alerts by email, student
  // verification; notifications up to MAIL_CAP_RESERVE short of it). Reset links are apart.
  mail: { account: { max: 10, windowMs: DAY_MS } },
  // Reset links asked for by a browser the account does not know: one network a few a day, and
  // the address a few networks' worth, so one attacker never uses the whole of it.
  resetMail: { accountIp: { max: 3, windowMs: DAY_MS }, account: { max: 10, windowMs: DAY_MS } },
  // The reserve: reset links asked for by a browser with the account's device cookie, which no
  // one else can spend, however many networks asked for the address.
  resetMailKnown: { account: { max: 5, windowMs: DAY_MS } },
  // Archives of everything held about an account, keyed by the user: each reads every resume the
  // account holds (up to 5 MB apiece) and zips it. A person asks once, and again if a download
  // broke; a script asking without end would only load the storage and the database.
  accountExport: { account: { max: ACCOUNT_EXPORTS_PER_HOUR, windowMs: HOUR_MS } },
};

/**
 * Failed logins of one account across every client, as OWASP's device
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
