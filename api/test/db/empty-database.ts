// An empty database for migrator tests: a fresh in-memory PGlite, or on PostgreSQL
// (TEST_DATABASE_URL) a schema of its own, first on every connection's search path and holding the
// migrations' journal too; close() drops it.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, pgliteHandle, type DatabaseHandle } from '../../src/db/client';
import type { Engine } from '../helper';

export interface EmptyDatabase {
  handle: DatabaseHandle;
  /** Where the journal goes: the schema of its own on PostgreSQL, drizzle's default on PGlite. */
  migrationsSchema?: string;
  /** PostgreSQL: the URL every connection to this schema uses (other handles, raw clients). */
  url?: string;
  close(): Promise<void>;
}

export async function openEmptyDatabase(engine: Engine): Promise<EmptyDatabase> {
  if (engine === 'pglite') {
    const handle = pgliteHandle(await PGlite.create('memory://'));
    return { handle, close: () => handle.close() };
  }
  const server = process.env.TEST_DATABASE_URL;
  if (!server) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `m_${randomBytes(6).toString('hex')}`;
  const url = new URL(server);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  const handle = await openDatabase({ dataDir: tmpdir(), databaseUrl: url.toString() });
  return {
    handle,
    migrationsSchema: schema,
    url: url.toString(),
    close: async () => {
      await handle.close();
      await admin.query(`drop schema if exists "${schema}" cascade`);
      await admin.end();
    },
  };
}

/** A raw client on the database's schema (PostgreSQL): another session, as another process has. */
export async function otherSession(database: EmptyDatabase): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  return client;
}

const folders: string[] = [];

/** A migrations folder written for one test: files in journal order, `when` 1, 2, 3… seconds. */
export function migrationsFolder(files: [tag: string, text: string][], firstWhen = 1_000): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  folders.push(folder);
  mkdirSync(path.join(folder, 'meta'));
  const entries = files.map(([tag, text], idx) => {
    writeFileSync(path.join(folder, `${tag}.sql`), text);
    return { idx, version: '7', when: firstWhen + idx * 1_000, tag, breakpoints: true };
  });
  writeFileSync(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
  );
  return folder;
}

export function removeFolders(): void {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
}
