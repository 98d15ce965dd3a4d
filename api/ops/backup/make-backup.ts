// A backup: the database's snapshot, then the resume files its rows name, then the other files of
// DATA_DIR, then the manifest. Resume files are written before the rows that name them and removed
// only after those rows are deleted, so every file a snapshot names exists when it is taken; one
// deleted before it was copied means the snapshot is already out of date, and the whole backup is
// taken again from a new one (a few times, then it fails saying which).
import { mkdir, readdir, rm } from 'node:fs/promises';
import type { Config } from '../../src/config';
import { BackupError, encryptionOf, type BackupKey } from './backup-key';
import { copyDataDirFiles } from './data-dir-files';
import type { DatabaseSnapshot } from './database-snapshot';
import { writeManifest, type Manifest } from './manifest';
import { openPgliteSnapshot } from './pglite-database';
import { openPostgresSnapshot } from './postgres-database';
import { copyResumes, resumeStore } from './resume-store';

export const ATTEMPTS = 3;
/** Keys named in the failure; a store that lost thousands would otherwise fill the screen. */
const SHOWN_KEYS = 10;

export type BackupConfig = Pick<Config, 'dataDir' | 'databaseUrl' | 's3'>;

function openSnapshot(config: BackupConfig): Promise<DatabaseSnapshot> {
  if (config.databaseUrl === 'memory://') {
    throw new BackupError(
      'DATABASE_URL=memory:// is an in-memory database: there is nothing to back up.',
    );
  }
  return config.databaseUrl
    ? openPostgresSnapshot(config.databaseUrl)
    : openPgliteSnapshot(config.dataDir);
}

async function emptyFolder(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  if ((await readdir(folder)).length > 0) {
    throw new BackupError(`${folder} is not empty: a backup goes into a new folder of its own.`);
  }
}

async function attempt(
  config: BackupConfig,
  folder: string,
  key: BackupKey | undefined,
): Promise<Manifest | { missing: string[] }> {
  const snapshot = await openSnapshot(config);
  try {
    const createdAt = new Date().toISOString();
    const database = await snapshot.dump(folder, key);
    const store = resumeStore(config);
    const resumes = await copyResumes(store, snapshot.facts.resumeKeys, folder, key);
    if (resumes.missing.length > 0) return { missing: resumes.missing };
    return {
      format: 'student-gigs-backup/1',
      createdAt,
      engine: snapshot.engine,
      migration: snapshot.facts.migration,
      rowCounts: snapshot.facts.rowCounts,
      store: store.kind,
      encryption: encryptionOf(key),
      database,
      resumes: resumes.files,
      dataDir: await copyDataDirFiles(config.dataDir, folder, key),
    };
  } finally {
    await snapshot.release();
  }
}

/** Writes a backup into `folder` (new or empty) and returns its manifest. */
export async function makeBackup(
  config: BackupConfig,
  folder: string,
  key: BackupKey | undefined,
): Promise<Manifest> {
  await emptyFolder(folder);
  let missing: string[] = [];
  for (let tries = 1; tries <= ATTEMPTS; tries += 1) {
    try {
      const result = await attempt(config, folder, key);
      if ('format' in result) {
        await writeManifest(folder, result, key);
        return result;
      }
      missing = result.missing;
    } catch (error) {
      await clear(folder);
      throw error;
    }
    await clear(folder);
  }
  const shown = missing.slice(0, SHOWN_KEYS).join(', ');
  const more = missing.length > SHOWN_KEYS ? ` and ${missing.length - SHOWN_KEYS} more` : '';
  throw new BackupError(
    `No backup was written: after ${ATTEMPTS} attempts, ${missing.length} resume file(s) the ` +
      `database names were still missing from the store: ${shown}${more}`,
  );
}

async function clear(folder: string): Promise<void> {
  for (const name of await readdir(folder))
    await rm(`${folder}/${name}`, { recursive: true, force: true });
}
