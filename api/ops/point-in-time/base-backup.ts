// `base-backup <folder>`: a physical copy of the whole server by pg_basebackup, as one compressed
// tar streamed to base.tar.gz (or, with BACKUP_KEY, encrypted on its way to base.tar.gz.enc in the
// backups' file format, ADR 0055, so no unencrypted copy ever reaches the disk). The WAL written while it ran is inside (-X fetch), so
// the base alone restores; with the WAL archive it restores to any later moment.
import { spawn } from 'node:child_process';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { watchChild } from '../child-process';
import { writeBackupFile } from '../backup/backup-file';
import { encryptionOf, type BackupKey } from '../backup/backup-key';
import { newManifest, writeManifest, type Manifest } from './manifest';
import { postgresProgram, type ServerConnection } from './server-connection';
import { walFileName } from './wal-names';

export class BaseBackupError extends Error {}

export const BASE_FILE = 'base.tar.gz';
const ENCRYPTED_SUFFIX = '.enc';

interface ServerFacts {
  version: string;
  segmentBytes: number;
  /** Why point-in-time recovery would not work from this server as it is set up, if it would not. */
  warnings: string[];
}

async function serverFacts(url: string): Promise<ServerFacts> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new BaseBackupError(
      `cannot connect to DATABASE_URL's server: ${(error as Error).message}`,
    );
  }
  try {
    const { rows } = await client.query<{ name: string; setting: string }>(
      `select name, setting from pg_settings
        where name in ('server_version', 'wal_segment_size', 'wal_level', 'archive_mode')`,
    );
    const setting = (name: string) => rows.find((row) => row.name === name)?.setting ?? '';
    const warnings: string[] = [];
    if (setting('wal_level') === 'minimal') {
      warnings.push('wal_level is minimal: set it to replica, or the WAL cannot be replayed.');
    }
    if (setting('archive_mode') === 'off') {
      warnings.push(
        'archive_mode is off: this base restores only to its own end, not to a later moment.',
      );
    }
    return {
      version: setting('server_version'),
      segmentBytes: Number(setting('wal_segment_size')),
      warnings,
    };
  } finally {
    await client.end();
  }
}

/** The start and end WAL positions pg_basebackup --verbose reports. */
export function reportedPositions(stderr: string): {
  startLsn: string;
  timeline: number;
  endLsn: string;
} {
  const start = /write-ahead log start point: ([0-9A-F]+\/[0-9A-F]+) on timeline (\d+)/i.exec(
    stderr,
  );
  const end = /write-ahead log end point: ([0-9A-F]+\/[0-9A-F]+)/i.exec(stderr);
  if (!start?.[1] || !start[2] || !end?.[1]) {
    throw new BaseBackupError(`pg_basebackup did not report its WAL positions:\n${stderr}`);
  }
  return { startLsn: start[1], timeline: Number(start[2]), endLsn: end[1] };
}

async function emptyFolder(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const entries = await readdir(folder);
  if (entries.length > 0) {
    throw new BaseBackupError(
      `${folder} is not empty: give each base backup a new folder (e.g. named by the date).`,
    );
  }
}

export interface BaseBackupResult {
  manifest: Manifest;
  warnings: string[];
}

export async function baseBackup(
  folder: string,
  connection: ServerConnection,
  key: BackupKey | undefined,
): Promise<BaseBackupResult> {
  await emptyFolder(folder);
  const facts = await serverFacts(connection.url);
  const startedAt = new Date().toISOString();
  const name = key ? `${BASE_FILE}${ENCRYPTED_SUFFIX}` : BASE_FILE;
  const child = spawn(
    postgresProgram('pg_basebackup', connection.env),
    [
      `--dbname=${connection.connectionString}`,
      '--pgdata=-',
      '--format=tar',
      '--gzip',
      '--wal-method=fetch',
      '--checkpoint=fast',
      '--verbose',
      `--label=student-gigs ${startedAt}`,
    ],
    { env: connection.env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const { exited, stderr } = watchChild(child);
  let stored: { size: number; sha256: string };
  try {
    // Readable by its owner only (0600): the base holds every row, password hashes included.
    stored = await writeBackupFile(folder, name, child.stdout, key);
    const code = await exited;
    if (code !== 0) throw new BaseBackupError(`pg_basebackup failed (exit ${code}):\n${stderr()}`);
  } catch (error) {
    child.kill();
    await rm(path.join(folder, name), { force: true });
    if (error instanceof BaseBackupError) throw error;
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'is not installed' : '';
    throw new BaseBackupError(
      `pg_basebackup ${reason || `failed: ${(error as Error).message}`}\n${stderr()}`.trim(),
    );
  }
  const positions = reportedPositions(stderr());
  const manifest = newManifest({
    startedAt,
    finishedAt: new Date().toISOString(),
    serverVersion: facts.version,
    ...positions,
    startWalFile: walFileName(positions.timeline, positions.startLsn, facts.segmentBytes),
    encryption: encryptionOf(key),
    files: [{ name, bytes: stored.size, sha256: stored.sha256 }],
  });
  await writeManifest(folder, manifest);
  return { manifest, warnings: facts.warnings };
}
