// The signed links of job alerts: the one-click unsubscribe link of every alert mail,
// and the link that turns on an alert saved by email alone. A token is the alert's id signed, for
// one purpose, with a key only the API knows (HMAC-SHA256): it names one alert, cannot be made for
// another, and a confirm token does not unsubscribe (nor the reverse). The key is made by the first
// replica that needs it and kept in the database (app_secrets), so every replica signs and checks
// alike.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/client';
import { loadSharedKey } from '../db/shared-keys';

/** Its name in app_secrets (from when it signed unsubscribe links only). */
const KEY_NAME = 'job-alert-unsubscribe';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type AlertLinkPurpose = 'unsubscribe' | 'confirm';
const VERSIONS: Record<AlertLinkPurpose, string> = { unsubscribe: 'v1', confirm: 'c1' };

/** The shared key: read, or written by whichever replica gets there first. */
export function loadAlertLinkKey(db: Database): Promise<Buffer> {
  return loadSharedKey(db, KEY_NAME);
}

const signature = (key: Buffer, purpose: AlertLinkPurpose, alertId: string) =>
  createHmac('sha256', key).update(`job-alert-${purpose}:${alertId}`).digest();

export function alertLinkToken(key: Buffer, purpose: AlertLinkPurpose, alertId: string): string {
  return `${VERSIONS[purpose]}.${alertId}.${signature(key, purpose, alertId).toString('base64url')}`;
}

/** The alert id a token was made for, for this purpose; null for anything we did not sign. */
export function alertIdOfToken(
  key: Buffer,
  purpose: AlertLinkPurpose,
  token: string,
): string | null {
  const [version, alertId, mac, ...rest] = token.split('.');
  if (version !== VERSIONS[purpose] || !alertId || !mac || rest.length > 0 || !UUID.test(alertId)) {
    return null;
  }
  const given = Buffer.from(mac, 'base64url');
  const expected = signature(key, purpose, alertId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? alertId : null;
}
