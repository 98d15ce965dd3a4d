// `restore <folder> --wal-archive <dir> --pgdata <empty dir> [--to <time> | --to-name <point>]`:
// checks the base backup's files against its manifest, unpacks it into the empty data folder and
// sets it up to replay the archived WAL up to the target. It starts no server: it prints the
// command that does, and the operator runs it when ready (docs/operations.md).
import { spawn, spawnSync } from 'node:child_process';
import { createReadStream } from 'node:fs';
import {
  appendFile,
  chmod,
  chown,
  lstat,
  mkdir,
  readdir,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sha256OfFile } from './checksums';
import { BackupKeyError, decryptingFileStream } from './encryption';
import { readManifest, type Manifest } from './manifest';
import { recoverySettings, type RecoveryTarget } from './recovery-settings';

export class RestoreError extends Error {}

export interface RestoreOptions {
  folder: string;
  walArchive: string;
  pgdata: string;
  target: RecoveryTarget;
  key: Buffer | undefined;
  /** Where pg_ctl is, for the printed command (PG_BIN), or undefined for PATH. */
  pgBin: string | undefined;
}

async function verifyFiles(folder: string, manifest: Manifest): Promise<void> {
  for (const file of manifest.files) {
    const where = path.join(folder, file.name);
    const sum = await sha256OfFile(where).catch(() => undefined);
    if (sum === undefined) throw new RestoreError(`${where} is missing or unreadable.`);
    if (sum !== file.sha256) {
      throw new RestoreError(
        `${where} is damaged: its SHA-256 is not the one manifest.json records.`,
      );
    }
  }
}

const asRoot = process.getuid?.() === 0;

/**
 * The empty data folder, made when it does not exist; its owner. Run as root, the files go to
 * the folder's owner, so the folder must already be the server's user's.
 */
async function emptyDataFolder(pgdata: string): Promise<{ uid: number; gid: number }> {
  const forRoot = new RestoreError(
    `Run as root, restore gives the files to the owner of --pgdata, and PostgreSQL will not run as root: make it the server's user's first (mkdir -m 700 "${pgdata}" && chown postgres: "${pgdata}").`,
  );
  const found = await stat(pgdata).catch(() => undefined);
  if (!found) {
    if (asRoot) throw forRoot;
    await mkdir(pgdata, { recursive: true, mode: 0o700 });
    return lstat(pgdata);
  }
  if (!found.isDirectory() || (await readdir(pgdata)).length > 0) {
    throw new RestoreError(`--pgdata ${pgdata} must be an empty folder (or not exist yet).`);
  }
  if (asRoot && found.uid === 0) throw forRoot;
  return found;
}

async function archiveFolder(walArchive: string): Promise<void> {
  const found = await stat(walArchive).catch(() => undefined);
  if (!found?.isDirectory()) {
    throw new RestoreError(`--wal-archive ${walArchive} is not a folder.`);
  }
}

/** Unpacks a .tar.gz stream into `pgdata` with the system's tar, files owned by whoever runs this. */
async function untar(source: Readable, pgdata: string): Promise<void> {
  const tar = spawn('tar', ['--extract', '--gzip', '--no-same-owner', '--file=-', '-C', pgdata], {
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  let stderr = '';
  tar.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  const exited = new Promise<number | null>((resolve, reject) => {
    tar.once('error', reject);
    tar.once('close', resolve);
  });
  exited.catch(() => undefined);
  try {
    await pipeline(source, tar.stdin);
  } catch (error) {
    tar.kill();
    await exited.catch(() => undefined);
    throw error;
  }
  const code = await exited;
  if (code !== 0) throw new RestoreError(`tar could not unpack the base backup:\n${stderr}`);
}

/** Gives every file under `folder` to `uid:gid` (a restore run as root, for the postgres user). */
async function chownTree(folder: string, uid: number, gid: number): Promise<void> {
  await chown(folder, uid, gid);
  for (const entry of await readdir(folder, { recursive: true })) {
    await chown(path.join(folder, entry), uid, gid);
  }
}

/** The login name of a user id, as runuser wants it. */
function userName(uid: number): string {
  const found = spawnSync('id', ['-nu', String(uid)], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : String(uid);
}

export interface RestoreResult {
  /** The command that starts the restored server (as the data folder's owner). */
  startCommand: string;
  manifest: Manifest;
}

export async function restore(options: RestoreOptions): Promise<RestoreResult> {
  const { folder, walArchive, pgdata, key } = options;
  const manifest = await readManifest(folder);
  if (manifest.encrypted && !key) {
    throw new RestoreError(
      'This base backup is encrypted: set BACKUP_KEY to the key it was made with.',
    );
  }
  const settings = recoverySettings(walArchive, options.target);
  await archiveFolder(walArchive);
  const owner = await emptyDataFolder(pgdata);
  await verifyFiles(folder, manifest);
  try {
    for (const file of manifest.files) {
      const where = path.join(folder, file.name);
      const source =
        manifest.encrypted && key
          ? await decryptingFileStream(where, key)
          : createReadStream(where);
      await untar(source, pgdata);
    }
  } catch (error) {
    // Nothing half-unpacked stays behind to be started by mistake.
    for (const entry of await readdir(pgdata)) {
      await rm(path.join(pgdata, entry), { recursive: true, force: true });
    }
    if (error instanceof RestoreError || error instanceof BackupKeyError) throw error;
    throw new RestoreError(`unpacking the base backup failed: ${(error as Error).message}`);
  }
  // PostgreSQL starts only on a data folder its own user owns and no one else may read.
  if (asRoot) await chownTree(pgdata, owner.uid, owner.gid);
  await chmod(pgdata, 0o700);
  await writeFile(path.join(pgdata, 'recovery.signal'), '');
  await appendFile(path.join(pgdata, 'postgresql.auto.conf'), settings);
  const pgCtl = options.pgBin ? path.join(options.pgBin, 'pg_ctl') : 'pg_ctl';
  const start = `${pgCtl} -D "${pgdata}" -l "${pgdata}.log" -w start`;
  return {
    startCommand: asRoot ? `runuser -u ${userName(owner.uid)} -- ${start}` : start,
    manifest,
  };
}
