// Limits high enough that the matrix's hundreds of sign-ups, logins, resets and new employers'
// listings from one address never meet a 429: throttling is tested in
// test/plugins/rate-limit-*.test.ts, test/accounts/auth-rate-limit and the tests of each limit.
import {
  DEFAULT_LOGIN_BUDGET,
  DEFAULT_RATE_LIMITS,
  type ActionLimits,
  type Limit,
  type LoginBudget,
  type RateLimits,
} from '../../src/plugins/rate-limit/limits';

const UNLIMITED = 1_000_000;
const unlimited = (limit: Limit) => ({ ...limit, max: UNLIMITED });

/** Every window of an action (per IP, per account, per both) out of reach. */
export const relaxed = (limits: ActionLimits): ActionLimits =>
  Object.fromEntries(
    Object.entries(limits).map(([key, limit]: [string, Limit]) => [key, unlimited(limit)]),
  );

export const relaxedRateLimits: RateLimits = Object.fromEntries(
  Object.entries(DEFAULT_RATE_LIMITS).map(([action, limits]) => [action, relaxed(limits)]),
) as RateLimits;

/** Login's per-account budget, as far out of reach. */
export const relaxedLoginBudget: LoginBudget = {
  ...DEFAULT_LOGIN_BUDGET,
  freeFailures: UNLIMITED,
  deviceFailures: UNLIMITED,
};

/**
 * The per-network count of new employers' listings out of reach, for tests of one employer's own
 * limits and of vetting, whose employers all post from the test's one address.
 */
export const relaxedNetworkPostings: Partial<RateLimits> = {
  newEmployerPostsHour: relaxedRateLimits.newEmployerPostsHour,
  newEmployerPostsDay: relaxedRateLimits.newEmployerPostsDay,
};

/** The per-network count of reports out of reach, for tests whose students all share one address. */
export const relaxedNetworkReports: Partial<RateLimits> = { report: relaxedRateLimits.report };
