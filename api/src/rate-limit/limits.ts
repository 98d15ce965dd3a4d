// Throttles of the auth calls. Per-IP limits are generous (a campus shares one address) and are
// multiplied by RATE_LIMIT_SCALE; per-account limits (keyed by lowercased email) are not scaled.
import { MINUTE_MS } from '../lib/clock';

export interface Limit {
  max: number;
  windowMs: number;
}

export interface ActionLimits {
  ip: Limit;
  account: Limit;
}

export type RateLimitAction =
  'login' | 'signupEmail' | 'signupVerify' | 'signupResend' | 'resetRequest';

export type RateLimits = Record<RateLimitAction, ActionLimits>;

const WINDOW = 15 * MINUTE_MS;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  // Login counts failures only: a successful attempt takes its hit back.
  login: { ip: { max: 100, windowMs: WINDOW }, account: { max: 10, windowMs: WINDOW } },
  signupEmail: { ip: { max: 100, windowMs: WINDOW }, account: { max: 5, windowMs: WINDOW } },
  signupVerify: { ip: { max: 100, windowMs: WINDOW }, account: { max: 10, windowMs: WINDOW } },
  signupResend: { ip: { max: 100, windowMs: WINDOW }, account: { max: 10, windowMs: WINDOW } },
  resetRequest: { ip: { max: 100, windowMs: WINDOW }, account: { max: 5, windowMs: WINDOW } },
};

/** Default limits with `overrides` applied and the per-IP maxima multiplied by `scale`. */
export function resolveLimits(scale: number, overrides: Partial<RateLimits> = {}): RateLimits {
  const merged = { ...DEFAULT_RATE_LIMITS, ...overrides };
  const scaled = Object.entries(merged).map(([action, limits]) => [
    action,
    {
      account: limits.account,
      ip: { ...limits.ip, max: Math.max(1, Math.floor(limits.ip.max * scale)) },
    },
  ]);
  return Object.fromEntries(scaled) as RateLimits;
}
