// Keys the API makes itself and every replica shares through the database (app_secrets): the
// first replica that needs one writes it, every other reads the same, so no setting is needed.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { appSecrets } from './schema';

/** The 32-byte key called `name`: read, or written by whichever replica gets there first. */
export async function loadSharedKey(db: Database, name: string): Promise<Buffer> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  if (!row) throw new Error(`the key ${name} was not stored`);
  return Buffer.from(row.value, 'base64url');
}
