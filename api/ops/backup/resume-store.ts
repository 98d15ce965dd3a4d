// The resume store a backup copies from and a restore writes to: the local folder under DATA_DIR
// or the S3 bucket, through the API's own drivers. Which files: those the snapshot's rows name
// (a file no row names is unreachable, and is left out).
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { RESUME_MAX_BYTES } from 'api-contract';
import type { Config } from '../../src/config';
import { LocalResumeStorage } from '../../src/storage/local-driver';
import { S3ResumeStorage } from '../../src/storage/s3-driver';
import { BackupError, type BackupKey } from './backup-key';
import { readBackupFile, writeBackupFile, type StoredFile } from './backup-file';
import type { ResumeKeys } from './snapshot-facts';

export type StoreKind = 'local' | 's3';

export interface ResumeStore {
  kind: StoreKind;
  read(key: string, maxBytes: number): Promise<Buffer | undefined>;
  stat(key: string): Promise<number | undefined>;
  write(key: string, data: Buffer): Promise<void>;
}

/** The local driver signs links and forms only; reading and writing files need no secret. */
const UNUSED_SECRET = 'backup-reads-and-writes-files-and-signs-nothing';

export function resumeStore(config: Pick<Config, 'dataDir' | 's3'>): ResumeStore {
  return config.s3
    ? new S3ResumeStorage(config.s3)
    : new LocalResumeStorage(config.dataDir, UNUSED_SECRET);
}

/** Resume files live in the backup under `resumes/<key>`. */
export const resumePath = (key: string) => `resumes/${key}`;

export interface CopiedResumes {
  files: (StoredFile & { key: string })[];
  /** Required keys whose file was not found (deleted after the snapshot, or lost). */
  missing: string[];
}

export async function copyResumes(
  store: ResumeStore,
  keys: ResumeKeys,
  folder: string,
  backupKey: BackupKey | undefined,
): Promise<CopiedResumes> {
  const files: CopiedResumes['files'] = [];
  const missing: string[] = [];
  const required = new Set(keys.required);
  for (const key of [...keys.required, ...keys.optional]) {
    const data = await store.read(key, RESUME_MAX_BYTES);
    if (data === undefined) {
      if (required.has(key)) missing.push(key);
      continue;
    }
    files.push({
      key,
      ...(await writeBackupFile(folder, resumePath(key), Readable.from(data), backupKey)),
    });
  }
  return { files, missing };
}

async function hasFiles(folder: string): Promise<boolean> {
  try {
    return (await readdir(folder)).length > 0;
  } catch {
    return false;
  }
}

/** Why the store cannot take a restore (it holds resumes already), or undefined. */
export async function storeNotEmpty(
  store: ResumeStore,
  config: Pick<Config, 'dataDir'>,
  keys: string[],
): Promise<string | undefined> {
  if (store.kind === 'local') {
    for (const prefix of ['resumes', 'saved-resumes']) {
      const folder = path.join(config.dataDir, prefix);
      if (await hasFiles(folder)) return `the resume folder ${folder} is not empty`;
    }
    return undefined;
  }
  // An S3 bucket is not listed (the driver cannot): any of the backup's keys there is refused.
  for (const key of keys) {
    if ((await store.stat(key)) !== undefined) return `the bucket already holds ${key}`;
  }
  return undefined;
}

export async function restoreResumes(
  store: ResumeStore,
  keys: string[],
  folder: string,
  backupKey: BackupKey | undefined,
): Promise<void> {
  for (const key of keys) {
    const data = await readBackupFile(folder, resumePath(key), backupKey);
    if (data.length > RESUME_MAX_BYTES)
      throw new BackupError(`${key} is larger than a resume can be`);
    await store.write(key, data);
  }
}
