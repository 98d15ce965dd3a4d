// `app.rateLimit.consume(action, request, email?)`: counts one attempt per client IP, per account
// and per (account, IP) (login: its account limit is per account and IP) and answers 429 { detail }
// with Retry-After once one is over its limit; `consume('mail', request, address)` is the daily cap
// of mails others may trigger to one address (reset links have budgets of their own, limits.ts).
// `app.rateLimit.admitNetwork(action, request)`: a per-network count whose caller answers a
// refusal in its own words (the postings of new employers).
// `app.rateLimit.loginBudget(request, email, device)`: login's budget per account across clients
// (limits.ts LOGIN_BUDGET): a known browser's own limit, or everyone else's shared slowdown. The
// counters live in a RateLimitStore: memory by default, Redis when REDIS_URL is set.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/http-error';
import { mailboxOf } from '../rate-limit/mailbox';
import { clientKey } from '../rate-limit/client-key';
import {
  DEFAULT_LOGIN_BUDGET,
  resolveLimits,
  type LoginBudget,
  type RateLimitAction,
  type RateLimits,
} from '../rate-limit/limits';
import { createMemoryStore } from '../rate-limit/memory-store';
import { createRedisStore } from '../rate-limit/redis-store';
import { SlowedDown, takeSlowdown } from '../rate-limit/slowdown';
import type { RateLimitStore } from '../rate-limit/store';

export const TOO_MANY_ATTEMPTS_DETAIL =
  'Too many attempts. Please wait a few minutes and try again.';

export interface Consumed {
  /** Takes the hits back (e.g. a login that succeeded is not a failed attempt). */
  undo(): Promise<void>;
}

/** A per-network count: admitted (and counted), or refused (and not counted). */
export type NetworkAdmission =
  | { admitted: true; undo(): Promise<void> }
  | { admitted: false; max: number; retryAfterMs: number };

export interface RateLimiter {
  readonly limits: RateLimits;
  consume(action: RateLimitAction, request: FastifyRequest, account?: string): Promise<Consumed>;
  /** consume() of each action in turn; when one refuses, the hits of those before are taken back. */
  consumeAll(
    actions: readonly RateLimitAction[],
    request: FastifyRequest,
    account?: string,
  ): Promise<Consumed>;
  /**
   * Counts one hit of the request's network on `action`'s per-IP limit; over it, the hit is taken
   * back and the answer says the limit and when to retry, for the caller to word the refusal.
   */
  admitNetwork(action: RateLimitAction, request: FastifyRequest): Promise<NetworkAdmission>;
  /**
   * Counts a login attempt on the account's budget: `device` is the id of the browser's device
   * cookie for this account (its own limit), or null (the slowdown every other client shares).
   */
  loginBudget(request: FastifyRequest, account: string, device: string | null): Promise<Consumed>;
  /**
   * Counts a notification (a job alert or a closing notice) toward the daily cap of mails to the
   * address, `mail`; false, and nothing counted, when it would leave less than
   * MAIL_CAP_RESERVE of the cap: a code the owner asks for (verification) always has room. Reset
   * links are never counted in `mail`.
   */
  admitNotification(address: string): Promise<boolean>;
}

/** What a flood of notifications always leaves of an address's daily mail cap. */
export const MAIL_CAP_RESERVE = 2;

declare module 'fastify' {
  interface FastifyInstance {
    rateLimit: RateLimiter;
  }
}

export interface RateLimitPluginOptions extends Record<string, unknown> {
  scale: number;
  redisUrl: string | undefined;
  overrides?: Partial<RateLimits>;
  loginBudget?: Partial<LoginBudget>;
}

function tooMany(resetInMs: number): HttpError {
  const retryAfter = String(Math.max(1, Math.ceil(resetInMs / 1000)));
  return new HttpError(429, TOO_MANY_ATTEMPTS_DETAIL, { 'retry-after': retryAfter });
}

export default fp(
  async (app: FastifyInstance, options: RateLimitPluginOptions) => {
    const limits = resolveLimits(options.scale, options.overrides);
    const budget: LoginBudget = { ...DEFAULT_LOGIN_BUDGET, ...options.loginBudget };
    const store: RateLimitStore = options.redisUrl
      ? createRedisStore(options.redisUrl, (error) => app.log.warn({ err: error }, 'Redis error'))
      : createMemoryStore(() => app.now());

    async function take(key: string, max: number, windowMs: number, done: string[]) {
      let hit;
      try {
        hit = await store.hit(key, windowMs);
      } catch (error) {
        // Fail open: a counter store outage must not lock everyone out of their accounts.
        app.log.error({ err: error }, 'Rate-limit store unavailable; request not counted');
        return;
      }
      const { count, resetInMs } = hit;
      done.push(key);
      if (count > max) throw tooMany(resetInMs);
    }

    const undoAll = (keys: string[]) => async () => {
      await Promise.all(keys.map((key) => store.undo(key)));
    };

    async function admitNotification(address: string): Promise<boolean> {
      const perAccount = limits.mail.account;
      if (!perAccount) return true;
      const key = `mail:account:${mailboxOf(address)}`;
      try {
        const { count } = await store.hit(key, perAccount.windowMs);
        if (count <= perAccount.max - MAIL_CAP_RESERVE) return true;
        await store.undo(key);
      } catch (error) {
        // Fail open, as take() does: a counter store outage must not silence every mail.
        app.log.error({ err: error }, 'Rate-limit store unavailable; notification not counted');
        return true;
      }
      app.metrics.rateLimitRefused('mail');
      return false;
    }

    const limiter: RateLimiter = {
      limits,
      admitNotification,
      async consume(action, request, account) {
        const { ip, account: perAccount, accountIp } = limits[action];
        const keys: string[] = [];
        const undo = undoAll(keys);
        try {
          const client = clientKey(request.ip);
          if (ip) await take(`${action}:ip:${client}`, ip.max, ip.windowMs, keys);
          if (account !== undefined) {
            // One mailbox however it is spelt (victim+1@, v.i.ctim@gmail.com).
            const address = mailboxOf(account);
            if (accountIp) {
              const key = `${action}:account-ip:${address}:${client}`;
              await take(key, accountIp.max, accountIp.windowMs, keys);
            }
            if (perAccount) {
              // Login: per (account, IP), so nobody can lock the owner out from elsewhere.
              const key =
                action === 'login'
                  ? `${action}:account-ip:${address}:${client}`
                  : `${action}:account:${address}`;
              await take(key, perAccount.max, perAccount.windowMs, keys);
            }
          }
        } catch (error) {
          if (error instanceof HttpError) {
            app.metrics.rateLimitRefused(action);
            request.log.warn({ action }, 'Rate limit reached');
          }
          throw error;
        }
        return { undo };
      },
      async consumeAll(actions, request, account) {
        const done: Consumed[] = [];
        const undo = async () => {
          await Promise.all(done.map((consumed) => consumed.undo()));
        };
        try {
          for (const action of actions) done.push(await limiter.consume(action, request, account));
        } catch (error) {
          await undo();
          throw error;
        }
        return { undo };
      },
      async admitNetwork(action, request) {
        const admitted = { admitted: true as const, undo: () => Promise.resolve() };
        const { ip } = limits[action];
        if (!ip) return admitted;
        const key = `${action}:ip:${clientKey(request.ip)}`;
        try {
          const { count, resetInMs } = await store.hit(key, ip.windowMs);
          if (count <= ip.max) return { admitted: true, undo: () => store.undo(key) };
          await store.undo(key);
          app.metrics.rateLimitRefused(action);
          request.log.warn({ action }, 'Rate limit reached');
          return { admitted: false, max: ip.max, retryAfterMs: resetInMs };
        } catch (error) {
          // Fail open, as take() does.
          request.log.error({ err: error }, 'Rate-limit store unavailable; request not counted');
          return admitted;
        }
      },
      async loginBudget(request, account, device) {
        const address = mailboxOf(account);
        const keys: string[] = [];
        try {
          if (device !== null) {
            // A known browser: its own few guesses, never the others' slowdown.
            const key = `login:device:${address}:${device}`;
            await take(key, budget.deviceFailures, budget.deviceWindowMs, keys);
          } else {
            keys.push(...(await takeSlowdown(store, `login:account:${address}`, budget)));
          }
        } catch (error) {
          if (error instanceof SlowedDown) {
            app.metrics.rateLimitRefused('loginAccount');
            request.log.warn({ action: 'login-account' }, 'Login slowed down for an account');
            throw tooMany(error.retryAfterMs);
          }
          if (error instanceof HttpError) {
            app.metrics.rateLimitRefused('loginDevice');
            request.log.warn({ action: 'login-device' }, 'Rate limit reached');
            throw error;
          }
          // Fail open, as take() does: a store outage must not keep owners out.
          request.log.error({ err: error }, 'Rate-limit store unavailable; login not counted');
        }
        return { undo: undoAll(keys) };
      },
    };
    app.decorate('rateLimit', limiter);
    app.addHook('onClose', () => store.close());
  },
  { name: 'rate-limit', dependencies: ['metrics'] },
);
