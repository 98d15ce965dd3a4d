// The two session cookies. Both HttpOnly, SameSite=Lax, path `/` (the site proxies the API under
// /api, and direct calls have no prefix, so only `/` reaches both), Secure unless PUBLIC_URL is
// plain-http loopback (local development, where browsers would drop a Secure cookie).
import type { FastifyReply } from 'fastify';
import type { IssuedTokens } from './sessions';

/** Opaque access token (15 minutes), checked against its stored hash on every guarded call. */
export const ACCESS_COOKIE = 'sg_access';
/** Opaque refresh token (14 days idle, 30 days absolute), rotated by POST /auth/refresh. */
export const REFRESH_COOKIE = 'sg_refresh';

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
  void reply
    .setCookie(ACCESS_COOKIE, tokens.accessToken, {
      ...base(secure),
      maxAge: seconds(tokens.accessExpiresAt),
    })
    .setCookie(REFRESH_COOKIE, tokens.refreshToken, {
      ...base(secure),
      maxAge: seconds(tokens.refreshExpiresAt),
    });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(ACCESS_COOKIE, base(secure)).clearCookie(REFRESH_COOKIE, base(secure));
}
