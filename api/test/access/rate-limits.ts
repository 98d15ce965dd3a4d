// Limits high enough that the matrix's hundreds of sign-ups, logins and resets from one address
// never meet a 429: throttling is tested in test/plugins/rate-limit-*.test.ts and
// test/accounts/auth-rate-limit.
import {
  DEFAULT_LOGIN_BUDGET,
  DEFAULT_RATE_LIMITS,
  type Limit,
  type LoginBudget,
  type RateLimits,
} from '../../src/plugins/rate-limit/limits';

const UNLIMITED = 1_000_000;
const unlimited = (limit: Limit | undefined) => limit && { ...limit, max: UNLIMITED };

export const relaxedRateLimits: RateLimits = Object.fromEntries(
  Object.entries(DEFAULT_RATE_LIMITS).map(([action, limits]) => [
    action,
    { ip: unlimited(limits.ip), account: unlimited(limits.account) },
  ]),
) as RateLimits;

/** Login's per-account budget, as far out of reach. */
export const relaxedLoginBudget: LoginBudget = {
  ...DEFAULT_LOGIN_BUDGET,
  freeFailures: UNLIMITED,
  deviceFailures: UNLIMITED,
};
