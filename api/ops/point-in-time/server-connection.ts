// The PostgreSQL server the commands work on, from DATABASE_URL, and how its client programs are
// started: the password goes to them in PGPASSWORD, never on a command line (which `ps` shows).
import { existsSync } from 'node:fs';
import path from 'node:path';

export class ConnectionError extends Error {}

export interface ServerConnection {
  /** For `pg`: the URL as given. */
  url: string;
  /** For pg_basebackup's -d: the URL without its password. */
  connectionString: string;
  /** The environment the client programs run with. */
  env: NodeJS.ProcessEnv;
}

export function serverConnection(env: NodeJS.ProcessEnv): ServerConnection {
  const given = env.DATABASE_URL?.trim();
  if (!given || given === 'memory://') {
    throw new ConnectionError(
      'Point-in-time recovery works on a PostgreSQL server: set DATABASE_URL to its postgres:// URL (the embedded database has no WAL archive).',
    );
  }
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw new ConnectionError('DATABASE_URL is not a URL (postgres://user:password@host:5432/db).');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConnectionError(`DATABASE_URL must be a postgres:// URL, not ${url.protocol}//…`);
  }
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    url: given,
    connectionString: url.toString(),
    env: { ...env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/**
 * Where a PostgreSQL program is: in PG_BIN when set (its major version must be the server's or
 * newer, e.g. /usr/lib/postgresql/17/bin), else found on PATH.
 */
export function postgresProgram(name: string, env: NodeJS.ProcessEnv): string {
  const folder = env.PG_BIN?.trim();
  if (!folder) return name;
  const program = path.join(folder, name);
  if (!existsSync(program)) throw new ConnectionError(`PG_BIN is ${folder}, which has no ${name}.`);
  return program;
}
