// PostgreSQL: an exported snapshot (a repeatable-read transaction kept open), dumped by
// `pg_dump -Fc --snapshot` and read for the manifest in that same snapshot; restored by
// `pg_restore` into an empty database, in one transaction, so a failure leaves it empty.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { watchChild } from '../child-process';
import { BackupError, type BackupKey } from './backup-key';
import { restoreBackupFile, writeBackupFile, type StoredFile } from './backup-file';
import type { DatabaseSnapshot } from './database-snapshot';
import { childEnv } from './libpq-env';
import { snapshotFacts } from './snapshot-facts';

export const POSTGRES_DUMP = 'database.pgdump';

/** Waits for the command; its stderr, when it fails, becomes the error. */
async function finished(child: ReturnType<typeof spawn>, what: string): Promise<void> {
  const watched = watchChild(child);
  let code: number | null;
  try {
    code = await watched.exited;
  } catch (error) {
    throw new BackupError(
      `${what} could not start (${(error as Error).message}): is it installed?`,
    );
  }
  if (code !== 0) {
    throw new BackupError(`${what} failed (exit ${code}):\n${watched.stderr().trim()}`);
  }
}

export async function openPostgresSnapshot(url: string): Promise<DatabaseSnapshot> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const snapshotId = rows[0]?.id ?? '';
    const facts = await snapshotFacts(
      async (text) => (await client.query<Record<string, unknown>>(text)).rows,
    );
    return {
      engine: 'postgres',
      facts,
      async dump(folder: string, key: BackupKey | undefined): Promise<StoredFile> {
        const child = spawn('pg_dump', ['--format=custom', `--snapshot=${snapshotId}`], {
          env: childEnv(url),
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        const done = finished(child, 'pg_dump');
        const [file] = await Promise.all([
          writeBackupFile(folder, POSTGRES_DUMP, child.stdout, key),
          done,
        ]);
        return file;
      },
      async release() {
        await client.query('commit').catch(() => {});
        await client.end();
      },
    };
  } catch (error) {
    await client.end();
    throw error;
  }
}

const USER_RELATIONS = `
  select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p', 'v', 'm', 'S')
    and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'`;

/** Why the database cannot take a restore (it holds tables already), or undefined. */
export async function postgresNotEmpty(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(USER_RELATIONS);
    const count = rows[0]?.n ?? 0;
    return count > 0
      ? `the database DATABASE_URL names is not empty (${count} tables, views or sequences)`
      : undefined;
  } finally {
    await client.end();
  }
}

export async function restorePostgres(
  url: string,
  folder: string,
  key: BackupKey | undefined,
): Promise<void> {
  // Decrypted (and authenticated) whole before pg_restore reads a byte of it.
  const staging = await mkdtemp(path.join(tmpdir(), 'restore-'));
  try {
    const plain = path.join(staging, POSTGRES_DUMP);
    await restoreBackupFile(folder, POSTGRES_DUMP, key, plain);
    const child = spawn(
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        '--dbname',
        '',
        plain,
      ],
      { env: childEnv(url), stdio: ['ignore', 'ignore', 'pipe'] },
    );
    await finished(child, 'pg_restore');
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
