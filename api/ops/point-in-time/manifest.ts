// manifest.json, written beside a base backup: what it is, where its WAL starts (the oldest WAL
// segment it needs, which retention keeps), how its files are encrypted (the key's id, so a restore
// with another key is refused by name before it reads a file), and every file's size and SHA-256.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { encryptionSchema } from '../backup/backup-key';

export const MANIFEST_FILE = 'manifest.json';
const FORMAT = 'student-gigs-base-backup/2';
/** Bases encrypted in the format of before ADR 0055's was shared (magic SGBKENC1). */
const RETIRED_FORMAT = 'student-gigs-base-backup/1';

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  /** When pg_basebackup was started and when it finished (ISO, UTC). */
  startedAt: z.string(),
  finishedAt: z.string(),
  serverVersion: z.string(),
  /** From pg_basebackup's report: the WAL position the backup starts at, and its timeline. */
  startLsn: z.string(),
  timeline: z.number().int(),
  /** The WAL segment holding startLsn: pg_archivecleanup removes archived segments older than it. */
  startWalFile: z.string().regex(/^[0-9A-F]{24}$/),
  endLsn: z.string(),
  encryption: encryptionSchema,
  files: z.array(
    z.object({
      name: z.string().regex(/^(?!\.\.?$)[\w.-]+$/),
      bytes: z.number().int(),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
});

export type Manifest = z.infer<typeof manifestSchema>;

export const newManifest = (fields: Omit<Manifest, 'format'>): Manifest => ({
  format: FORMAT,
  ...fields,
});

export class ManifestError extends Error {}

export async function writeManifest(folder: string, manifest: Manifest): Promise<void> {
  await writeFile(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function readManifest(folder: string): Promise<Manifest> {
  const file = path.join(folder, MANIFEST_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new ManifestError(`${file} cannot be read: is ${folder} a base backup's folder?`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ManifestError(`${file} is not JSON.`);
  }
  if ((json as { format?: unknown } | null)?.format === RETIRED_FORMAT) {
    throw new ManifestError(
      `${file} is of a base backup in the retired format 1 (before base backups took the backups' file format, ADR 0055): restore it with the version of the API that made it.`,
    );
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    throw new ManifestError(`${file} is not a base backup's manifest: ${parsed.error.message}`);
  }
  return parsed.data;
}
