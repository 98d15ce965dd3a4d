// The one-click unsubscribe link of an alert mail (issue 18): the alert's id signed with a key
// only the API knows (HMAC-SHA256), so a link names one alert and cannot be made for another.
// Using it deletes the alert, so it works once. The key is made by the first replica that needs it
// and kept in the database (app_secrets), so every replica signs and checks alike.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';

const KEY_NAME = 'job-alert-unsubscribe';
const VERSION = 'v1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The shared key: read, or written by whichever replica gets there first. */
export async function loadUnsubscribeKey(db: Database): Promise<Buffer> {
  await db.execute(
    sql`insert into app_secrets (name, value)
      values (${KEY_NAME}, ${randomBytes(32).toString('base64url')}) on conflict do nothing`,
  );
  const [row] = await queryRows<{ value: string }>(
    db,
    sql`select value from app_secrets where name = ${KEY_NAME}`,
  );
  if (!row) throw new Error('the unsubscribe key was not stored');
  return Buffer.from(row.value, 'base64url');
}

const signature = (key: Buffer, alertId: string) =>
  createHmac('sha256', key).update(`${KEY_NAME}:${alertId}`).digest();

export function unsubscribeToken(key: Buffer, alertId: string): string {
  return `${VERSION}.${alertId}.${signature(key, alertId).toString('base64url')}`;
}

/** The alert id a token was made for, or null for anything we did not sign. */
export function alertIdOfToken(key: Buffer, token: string): string | null {
  const [version, alertId, mac, ...rest] = token.split('.');
  if (version !== VERSION || !alertId || !mac || rest.length > 0 || !UUID.test(alertId)) {
    return null;
  }
  const given = Buffer.from(mac, 'base64url');
  const expected = signature(key, alertId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? alertId : null;
}
