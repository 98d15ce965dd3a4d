// A restore: the manifest and every file checked first (nothing is touched if one fails), then the
// target checked empty (a restore never writes over data: an operator restoring over a live
// database would lose what happened since the backup), then the database, the resumes and the
// other files of DATA_DIR, and last the restored row counts compared with the manifest's.
import type { Config } from '../../src/config';
import { BackupError, type BackupKey } from './backup-key';
import { dataDirNotEmpty, restoreDataDirFiles } from './data-dir-files';
import { readVerifiedManifest, type Manifest } from './manifest';
import { pgliteNotEmpty, restorePglite } from './pglite-database';
import { postgresNotEmpty, restorePostgres } from './postgres-database';
import { restoreResumes, resumeStore, storeNotEmpty } from './resume-store';
import { snapshotFacts } from './snapshot-facts';
import { openDatabase, queryRows } from '../../src/db/client';
import { sql } from 'drizzle-orm';

export type RestoreConfig = Pick<Config, 'dataDir' | 'databaseUrl' | 's3'>;

function targetEngine(config: RestoreConfig): 'postgres' | 'pglite' {
  if (config.databaseUrl === 'memory://') {
    throw new BackupError(
      'DATABASE_URL=memory:// is an in-memory database: restore into a real one.',
    );
  }
  return config.databaseUrl ? 'postgres' : 'pglite';
}

/** Every reason the target cannot take this backup. */
async function targetProblems(config: RestoreConfig, manifest: Manifest): Promise<string[]> {
  const engine = targetEngine(config);
  if (engine !== manifest.engine) {
    return [
      `this backup is of a ${manifest.engine} database and the settings name a ${engine} one ` +
        `(${manifest.engine === 'postgres' ? 'set DATABASE_URL' : 'unset DATABASE_URL'})`,
    ];
  }
  const store = resumeStore(config);
  const problems = [
    config.databaseUrl
      ? await postgresNotEmpty(config.databaseUrl)
      : pgliteNotEmpty(config.dataDir),
    await storeNotEmpty(
      store,
      config,
      manifest.resumes.map((file) => file.key),
    ),
    dataDirNotEmpty(
      config.dataDir,
      manifest.dataDir.map((file) => file.name),
    ),
  ];
  return problems.filter((problem): problem is string => problem !== undefined);
}

/** The restored database's row counts that differ from the manifest's, as `table: got/expected`. */
async function countMismatches(config: RestoreConfig, manifest: Manifest): Promise<string[]> {
  const database = await openDatabase(config);
  try {
    const facts = await snapshotFacts((text) => queryRows(database.db, sql.raw(text)));
    return Object.entries(manifest.rowCounts)
      .filter(([table, count]) => facts.rowCounts[table] !== count)
      .map(([table, count]) => `${table}: ${facts.rowCounts[table] ?? 'missing'}/${count}`);
  } finally {
    await database.close();
  }
}

export async function restoreBackup(
  config: RestoreConfig,
  folder: string,
  key: BackupKey | undefined,
): Promise<Manifest> {
  const manifest = await readVerifiedManifest(folder, key);
  const problems = await targetProblems(config, manifest);
  if (problems.length > 0) {
    throw new BackupError(
      [
        'Refused: a restore goes into an empty database and store, and this target is not:',
        ...problems.map((p) => `  - ${p}`),
      ].join('\n'),
    );
  }
  if (config.databaseUrl) await restorePostgres(config.databaseUrl, folder, key);
  else await restorePglite(config.dataDir, folder, key);
  const store = resumeStore(config);
  await restoreResumes(
    store,
    manifest.resumes.map((file) => file.key),
    folder,
    key,
  );
  await restoreDataDirFiles(
    config.dataDir,
    manifest.dataDir.map((file) => file.name),
    folder,
    key,
  );
  const mismatches = await countMismatches(config, manifest);
  if (mismatches.length > 0) {
    throw new BackupError(
      `The restored database's row counts differ from the backup's: ${mismatches.join(', ')}`,
    );
  }
  return manifest;
}
