// `mark <name>`: a named restore point in the WAL (pg_create_restore_point), made by an operator
// just before a risky deploy or migration; `restore --to-name <name>` stops right there.
import pg from 'pg';

export class MarkError extends Error {}

/** PostgreSQL keeps a restore point's name in 64 bytes, its final zero included. */
const MAX_NAME_BYTES = 63;

export function checkRestorePointName(name: string): string {
  if (!/^[\w.:@+-]+$/.test(name) || Buffer.byteLength(name) > MAX_NAME_BYTES) {
    throw new MarkError(
      `A restore point's name is 1 to ${MAX_NAME_BYTES} letters, digits and . _ : @ + - (e.g. before-deploy-2026-11-29).`,
    );
  }
  return name;
}

export interface Mark {
  name: string;
  lsn: string;
  /** The server's clock when the point was written. */
  at: string;
}

export async function mark(url: string, name: string): Promise<Mark> {
  checkRestorePointName(name);
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new MarkError(`cannot connect to DATABASE_URL's server: ${(error as Error).message}`);
  }
  try {
    const { rows } = await client.query<{ lsn: string; at: Date }>(
      'select pg_create_restore_point($1)::text as lsn, now() as at',
      [name],
    );
    const row = rows[0];
    if (!row) throw new MarkError('pg_create_restore_point answered nothing.');
    return { name, lsn: row.lsn, at: row.at.toISOString() };
  } catch (error) {
    if (error instanceof MarkError) throw error;
    throw new MarkError(`the server refused the restore point: ${(error as Error).message}`);
  } finally {
    await client.end();
  }
}
