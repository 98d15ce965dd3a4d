// What else the API writes to DATA_DIR, besides the embedded database and the resumes:
// `storage-secret` (the local driver's signing secret, storage/secret.ts) and `outbox/` (the mails
// written to files when no SMTP_URL is set, mail/outbox-mailer.ts). Kept in the backup under
// `data-dir/`, with their paths relative to DATA_DIR.
import { createReadStream, existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { BackupKey } from './backup-key';
import { restoreBackupFile, writeBackupFile, type StoredFile } from './backup-file';

const SECRET = 'storage-secret';
const OUTBOX = 'outbox';

export const dataDirPath = (name: string) => `data-dir/${name}`;

/** DATA_DIR's files of these kinds, relative to it, with `/` separators. */
async function dataDirFiles(dataDir: string): Promise<string[]> {
  const names = existsSync(path.join(dataDir, SECRET)) ? [SECRET] : [];
  try {
    const outbox = await readdir(path.join(dataDir, OUTBOX), { withFileTypes: true });
    // Finished mails only: `.part` files are being written.
    for (const entry of outbox) {
      if (entry.isFile() && !entry.name.endsWith('.part')) names.push(`${OUTBOX}/${entry.name}`);
    }
  } catch {
    // No outbox: mail goes over SMTP, or none was sent yet.
  }
  return names.sort();
}

export async function copyDataDirFiles(
  dataDir: string,
  folder: string,
  key: BackupKey | undefined,
): Promise<(StoredFile & { name: string })[]> {
  const copied = [];
  for (const name of await dataDirFiles(dataDir)) {
    const source = createReadStream(path.join(dataDir, ...name.split('/')));
    copied.push({ name, ...(await writeBackupFile(folder, dataDirPath(name), source, key)) });
  }
  return copied;
}

/** Why DATA_DIR cannot take these files back (one is there already), or undefined. */
export function dataDirNotEmpty(dataDir: string, names: string[]): string | undefined {
  const present = names.find((name) => existsSync(path.join(dataDir, ...name.split('/'))));
  return present ? `${path.join(dataDir, present)} exists already` : undefined;
}

export async function restoreDataDirFiles(
  dataDir: string,
  names: string[],
  folder: string,
  key: BackupKey | undefined,
): Promise<void> {
  for (const name of names) {
    await restoreBackupFile(folder, dataDirPath(name), key, path.join(dataDir, ...name.split('/')));
  }
}
