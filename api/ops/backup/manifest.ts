// manifest.json: what a backup holds and when, written last (a folder without one is no backup).
// Every file is listed with its stored size and SHA-256; with BACKUP_KEY the manifest is signed
// (HMAC-SHA256 under a key derived from it), so a restore trusts none of it before checking.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { keyExtension } from '../../src/storage/resume-files';
import {
  BackupError,
  encryptionSchema,
  manifestSignatureHolds,
  requireBackupKey,
  signManifest,
  type BackupKey,
} from './backup-key';
import { fileMatches } from './backup-file';

export const MANIFEST = 'manifest.json';
const FORMAT = 'student-gigs-backup/1';

const storedFile = z.object({
  path: z.string().regex(/^(?!.*\.\.)[A-Za-z0-9._\-/]+$/),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  createdAt: z.iso.datetime(),
  engine: z.enum(['postgres', 'pglite']),
  migration: z.object({ tag: z.string(), when: z.number() }).nullable(),
  rowCounts: z.record(z.string(), z.number().int().nonnegative()),
  store: z.enum(['local', 's3']),
  encryption: encryptionSchema,
  database: storedFile,
  // Both become paths the restore writes to: a resume key of the API's own form, and DATA_DIR's
  // secret or a mail of its outbox, never a path that leaves their folder.
  resumes: z.array(
    storedFile.extend({ key: z.string().refine((key) => keyExtension(key) !== undefined) }),
  ),
  dataDir: z.array(
    storedFile.extend({ name: z.string().regex(/^(storage-secret|outbox\/(?!\.\.?$)[^/\\]+)$/) }),
  ),
});

export type Manifest = z.infer<typeof manifestSchema>;

interface SignedManifest {
  manifest: Manifest;
  /** HMAC-SHA256 of `manifest`'s JSON text, when encrypted. */
  signature?: string;
}

export async function writeManifest(
  folder: string,
  manifest: Manifest,
  key: BackupKey | undefined,
): Promise<void> {
  const text = JSON.stringify(manifest);
  const signed: SignedManifest = key
    ? { manifest, signature: signManifest(key, text) }
    : { manifest };
  await writeFile(path.join(folder, MANIFEST), `${JSON.stringify(signed, null, 2)}\n`, {
    flag: 'wx',
    mode: 0o600,
  });
}

/** Every file the manifest lists. */
export const filesOf = (manifest: Manifest) => [
  manifest.database,
  ...manifest.resumes,
  ...manifest.dataDir,
];

/**
 * The manifest, once its signature (when encrypted) and every file's size and SHA-256 hold.
 * Throws a BackupError saying what is wrong; nothing is touched before this returns.
 */
export async function readVerifiedManifest(
  folder: string,
  key: BackupKey | undefined,
): Promise<Manifest> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path.join(folder, MANIFEST), 'utf8'));
  } catch {
    throw new BackupError(`${folder} holds no readable ${MANIFEST}: it is not a finished backup.`);
  }
  const outer = raw as Partial<SignedManifest>;
  const parsed = manifestSchema.safeParse(outer.manifest);
  if (!parsed.success)
    throw new BackupError(`${MANIFEST} in ${folder} is not a backup's manifest.`);
  const manifest = parsed.data;
  requireBackupKey(manifest.encryption, key, 'backup');
  if (key && manifest.encryption.algorithm === 'aes-256-gcm') {
    if (
      !outer.signature ||
      !manifestSignatureHolds(key, JSON.stringify(outer.manifest), outer.signature)
    ) {
      throw new BackupError(
        `${MANIFEST} was changed after the backup: its signature does not hold.`,
      );
    }
  }
  const damaged = [];
  for (const file of filesOf(manifest)) {
    if (!(await fileMatches(folder, file))) damaged.push(file.path);
  }
  if (damaged.length > 0) {
    throw new BackupError(
      `Refused: ${damaged.length} file(s) of the backup differ from its manifest (changed, truncated or missing), so nothing was restored: ${damaged.join(', ')}`,
    );
  }
  return manifest;
}
