// The two session cookies. Both HttpOnly, SameSite=Lax, path `/` (the site proxies the API under
// /api, and direct calls have no prefix, so only `/` reaches both), Secure unless PUBLIC_URL is
// plain-http loopback (local development, where browsers would drop a Secure cookie). A Secure
// cookie's name carries the `__Host-` prefix: browsers then refuse it from any other host, so a
// sibling subdomain (the runbook serves each remote from one, docs/production.md) cannot set or
// shadow the session with a `Domain=` cookie of its own.
import type { FastifyReply } from 'fastify';
import type { IssuedTokens } from './session-types';

/** Opaque access token (15 minutes), checked against its stored hash on every guarded call. */
export const ACCESS_COOKIE = 'sg_access';
/** Opaque refresh token (14 days idle, 30 days absolute), rotated by POST /auth/refresh. */
export const REFRESH_COOKIE = 'sg_refresh';

export interface SessionCookieNames {
  access: string;
  refresh: string;
}

/** A cookie's name as browsers see it: with the `__Host-` prefix when Secure. */
export const hostCookieName = (name: string, secure: boolean): string =>
  secure ? `__Host-${name}` : name;

/** The cookies' names: `__Host-sg_access` and `__Host-sg_refresh` when Secure. */
export function sessionCookieNames(secure: boolean): SessionCookieNames {
  return {
    access: hostCookieName(ACCESS_COOKIE, secure),
    refresh: hostCookieName(REFRESH_COOKIE, secure),
  };
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export function secureCookies(publicUrl: string): boolean {
  const url = new URL(publicUrl);
  return !(url.protocol === 'http:' && LOOPBACK.has(url.hostname));
}

const base = (secure: boolean) => ({ httpOnly: true, sameSite: 'lax' as const, path: '/', secure });

export function setSessionCookies(
  reply: FastifyReply,
  tokens: IssuedTokens,
  now: Date,
  secure: boolean,
): void {
  const seconds = (until: Date) =>
    Math.max(0, Math.floor((until.getTime() - now.getTime()) / 1000));
  const names = sessionCookieNames(secure);
  void reply
    .setCookie(names.access, tokens.accessToken, {
      ...base(secure),
      maxAge: seconds(tokens.accessExpiresAt),
    })
    .setCookie(names.refresh, tokens.refreshToken, {
      ...base(secure),
      maxAge: seconds(tokens.refreshExpiresAt),
    });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  const names = sessionCookieNames(secure);
  void reply.clearCookie(names.access, base(secure)).clearCookie(names.refresh, base(secure));
}
