// Keys the API makes itself and every replica shares through the database (app_secrets): the
// first replica that needs one writes it, every other reads the same, so no setting is needed.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from './client';

/** The 32-byte key called `name`: read, or written by whichever replica gets there first. */
export async function loadSharedKey(db: Database, name: string): Promise<Buffer> {
  await db.execute(
    sql`insert into app_secrets (name, value)
      values (${name}, ${randomBytes(32).toString('base64url')}) on conflict do nothing`,
  );
  const [row] = await queryRows<{ value: string }>(
    db,
    sql`select value from app_secrets where name = ${name}`,
  );
  if (!row) throw new Error(`the key ${name} was not stored`);
  return Buffer.from(row.value, 'base64url');
}
