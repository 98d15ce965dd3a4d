// The device cookie (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser
// that has proved it knows an account's password (a login, the sign-up that set it, a reset link
// from the mailbox) gets a cookie naming that account. Failed logins of everyone else share one
// budget per account that slows down (plugins/rate-limit/slowdown.ts); a browser with the cookie
// has a budget of its own, so guesses from elsewhere never slow the owner on a known browser. The
// value is `d1.<nonce>.<HMAC-SHA256(key, "login-device:" + mailbox + ":" + nonce)>`: it holds no
// address, cannot be made for another account, and the nonce is the device's id for its budget. It
// is not a credential: the password is still checked.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { DAY_MS } from '../../plugins/time/clock';
import { hostCookieName } from './cookies';

export const DEVICE_COOKIE = 'sg_device';

/**
 * The name browsers see: `__Host-sg_device` when Secure, so no other host (a sibling subdomain)
 * can set or shadow it, as the session cookies do.
 */
export function deviceCookieName(secure: boolean): string {
  return hostCookieName(DEVICE_COOKIE, secure);
}
/** How long a browser stays known without signing in again (each success renews it). */
export const DEVICE_COOKIE_DAYS = 180;
/** Its name in app_secrets. */
export const DEVICE_KEY_NAME = 'login-device';

const VERSION = 'd1';
const NONCE = /^[A-Za-z0-9_-]{22}$/;

const signature = (key: Buffer, mailbox: string, nonce: string) =>
  createHmac('sha256', key).update(`login-device:${mailbox}:${nonce}`).digest();

/** A new cookie value for the account whose mailbox (plugins/rate-limit/mailbox.ts) is `mailbox`. */
export function deviceCookieValue(key: Buffer, mailbox: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${VERSION}.${nonce}.${signature(key, mailbox, nonce).toString('base64url')}`;
}

/** The device's id when `value` is a cookie we made for `mailbox`, else null. */
export function deviceIdOf(key: Buffer, mailbox: string, value: string | undefined): string | null {
  const [version, nonce, mac, ...rest] = (value ?? '').split('.');
  if (version !== VERSION || !nonce || !mac || rest.length > 0 || !NONCE.test(nonce)) return null;
  const given = Buffer.from(mac, 'base64url');
  const expected = signature(key, mailbox, nonce);
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}

/**
 * Sets the cookie: HttpOnly, SameSite=Strict (only our own login page sends it), path `/` like
 * the session cookies (the API is under /api behind the site, at the root when called directly).
 */
export function setDeviceCookie(reply: FastifyReply, value: string, secure: boolean): void {
  void reply.setCookie(deviceCookieName(secure), value, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure,
    maxAge: (DEVICE_COOKIE_DAYS * DAY_MS) / 1000,
  });
}
