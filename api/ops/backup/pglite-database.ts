// Embedded PGlite (DATA_DIR/pglite): opened by this command alone, so the API must be stopped
// (PGlite takes one process; a second one opening the same folder would damage it). Dumped with
// its own `dumpDataDir` (a gzipped tar of the data folder), restored with `loadDataDir` into a
// data folder that does not exist yet.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { BackupError, type BackupKey } from './backup-key';
import { readBackupFile, writeBackupFile, type StoredFile } from './backup-file';
import type { DatabaseSnapshot } from './database-snapshot';
import { snapshotFacts } from './snapshot-facts';

export const PGLITE_DUMP = 'database.pglite.tar.gz';

export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');

export async function openPgliteSnapshot(dataDir: string): Promise<DatabaseSnapshot> {
  const folder = pgliteFolder(dataDir);
  if (!existsSync(path.join(folder, 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${folder} to back up.`);
  }
  const client = await PGlite.create(folder);
  try {
    const facts = await snapshotFacts(async (text) => (await client.query(text)).rows as never);
    return {
      engine: 'pglite',
      facts,
      async dump(target: string, key: BackupKey | undefined): Promise<StoredFile> {
        const archive = await client.dumpDataDir('gzip');
        return writeBackupFile(
          target,
          PGLITE_DUMP,
          Readable.from(Buffer.from(await archive.arrayBuffer())),
          key,
        );
      },
      release: () => client.close(),
    };
  } catch (error) {
    await client.close();
    throw error;
  }
}

/** Why the embedded database cannot take a restore (its folder exists), or undefined. */
export function pgliteNotEmpty(dataDir: string): string | undefined {
  const folder = pgliteFolder(dataDir);
  return existsSync(folder) ? `the embedded database's folder ${folder} exists already` : undefined;
}

export async function restorePglite(
  dataDir: string,
  folder: string,
  key: BackupKey | undefined,
): Promise<void> {
  const archive = await readBackupFile(folder, PGLITE_DUMP, key);
  // PGlite creates only the last folder of its data directory (as db/client.ts does).
  mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: pgliteFolder(dataDir),
    loadDataDir: new Blob([archive]),
  });
  await client.close();
}
