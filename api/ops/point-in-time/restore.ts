// `restore <folder> --wal-archive <dir> --pgdata <empty dir> [--to <time> | --to-name <point>]`:
// checks the base backup's key id and files against its manifest, decrypts it beside the data
// folder (where GCM's tag is checked before anything is unpacked), unpacks it into the empty data
// folder and sets it up to replay the archived WAL up to the target. It starts no server: it prints the
// command that does, and the operator runs it when ready (docs/operations.md).
import { spawn, spawnSync } from 'node:child_process';
import { createReadStream } from 'node:fs';
import {
  appendFile,
  chmod,
  chown,
  lstat,
  mkdir,
  mkdtemp,
  readdir,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { watchChild } from '../child-process';
import { fileMatches, restoreBackupFile } from '../backup/backup-file';
import { BackupError, requireBackupKey, type BackupKey } from '../backup/backup-key';
import { readManifest, type Manifest } from './manifest';
import { recoverySettings, type RecoveryTarget } from './recovery-settings';

export class RestoreError extends Error {}

export interface RestoreOptions {
  folder: string;
  walArchive: string;
  pgdata: string;
  target: RecoveryTarget;
  key: BackupKey | undefined;
  /** Where pg_ctl is, for the printed command (PG_BIN), or undefined for PATH. */
  pgBin: string | undefined;
}

async function verifyFiles(folder: string, manifest: Manifest): Promise<void> {
  for (const file of manifest.files) {
    const where = path.join(folder, file.name);
    if (!(await stat(where).catch(() => undefined))) {
      throw new RestoreError(`${where} is missing or unreadable.`);
    }
    const stored = { path: file.name, size: file.bytes, sha256: file.sha256 };
    if (!(await fileMatches(folder, stored))) {
      throw new RestoreError(
        `${where} is damaged: its size or SHA-256 is not the one manifest.json records.`,
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
  const { exited, stderr } = watchChild(tar);
  try {
    await pipeline(source, tar.stdin);
  } catch (error) {
    tar.kill();
    await exited.catch(() => undefined);
    throw error;
  }
  const code = await exited;
  if (code !== 0) throw new RestoreError(`tar could not unpack the base backup:\n${stderr()}`);
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

/**
 * The base's files as plain .tar.gz files to unpack: as they are when not encrypted (their SHA-256
 * was checked), else decrypted into a folder beside `pgdata`, each authenticated by GCM before it
 * is used. The caller removes `scratch` when it is given.
 */
async function plainFiles(
  folder: string,
  manifest: Manifest,
  key: BackupKey | undefined,
  pgdata: string,
): Promise<{ files: string[]; scratch?: string }> {
  if (manifest.encryption.algorithm === 'none') {
    return { files: manifest.files.map((file) => path.join(folder, file.name)) };
  }
  const parent = path.dirname(path.resolve(pgdata));
  const scratch = await mkdtemp(path.join(parent, '.base-backup-')).catch((error: Error) => {
    throw new RestoreError(
      `cannot decrypt the base beside --pgdata (in ${parent}, which needs room for it): ${error.message}`,
    );
  });
  const files: string[] = [];
  try {
    for (const [index, file] of manifest.files.entries()) {
      const plain = path.join(scratch, `${index}.tar.gz`);
      await restoreBackupFile(folder, file.name, key, plain);
      files.push(plain);
    }
  } catch (error) {
    await rm(scratch, { recursive: true, force: true });
    if (error instanceof BackupError) throw error;
    throw new RestoreError(
      `decrypting the base beside --pgdata (in ${parent}) failed: ${(error as Error).message}`,
    );
  }
  return { files, scratch };
}

export async function restore(options: RestoreOptions): Promise<RestoreResult> {
  const { folder, walArchive, pgdata, key } = options;
  const manifest = await readManifest(folder);
  requireBackupKey(manifest.encryption, key, 'base backup');
  const settings = recoverySettings(walArchive, options.target);
  await archiveFolder(walArchive);
  const owner = await emptyDataFolder(pgdata);
  await verifyFiles(folder, manifest);
  // A changed file or another key fails here, with nothing yet in the data folder.
  const plain = await plainFiles(folder, manifest, key, pgdata);
  try {
    for (const file of plain.files) await untar(createReadStream(file), pgdata);
  } catch (error) {
    // Nothing half-unpacked stays behind to be started by mistake.
    for (const entry of await readdir(pgdata)) {
      await rm(path.join(pgdata, entry), { recursive: true, force: true });
    }
    if (error instanceof RestoreError || error instanceof BackupError) throw error;
    throw new RestoreError(`unpacking the base backup failed: ${(error as Error).message}`);
  } finally {
    if (plain.scratch) await rm(plain.scratch, { recursive: true, force: true });
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
