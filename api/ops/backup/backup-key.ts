// BACKUP_KEY: 32 random bytes, base64 (`openssl rand -base64 32`). From it come, by HKDF, the key
// that encrypts each file (AES-256-GCM), the key that signs the manifest (HMAC-SHA256) and a short
// key id the manifest records, so a restore with another key is refused before it reads a file.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

export class BackupError extends Error {
  override readonly name = 'BackupError';
}

export interface BackupKey {
  /** AES-256-GCM key of every file. */
  readonly fileKey: Buffer;
  /** HMAC-SHA256 key of the manifest. */
  readonly manifestKey: Buffer;
  /** 16 hex digits naming the key (not a secret: derived one way). */
  readonly id: string;
}

const KEY_BYTES = 32;
export const KEY_FORMAT = 'BACKUP_KEY must be 32 random bytes in base64 (openssl rand -base64 32)';

const derive = (secret: Buffer, purpose: string, bytes: number) =>
  Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `student-gigs backup ${purpose}`, bytes));

/** The key BACKUP_KEY names, or undefined when it is unset or empty; a malformed one throws. */
export function backupKeyFrom(value: string | undefined): BackupKey | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const text = value.trim();
  const secret = Buffer.from(text, 'base64');
  // Node's decoder skips what is not base64; a key that does not round-trip was mistyped.
  if (secret.length !== KEY_BYTES || secret.toString('base64') !== text) {
    throw new BackupError(`${KEY_FORMAT}; the value given is not (it is not shown here).`);
  }
  return {
    fileKey: derive(secret, 'file encryption', 32),
    manifestKey: derive(secret, 'manifest signature', 32),
    id: derive(secret, 'key id', 8).toString('hex'),
  };
}

/** The manifest's signature: HMAC-SHA256 of its text without the signature. */
export function signManifest(key: BackupKey, text: string): string {
  return createHmac('sha256', key.manifestKey).update(text).digest('hex');
}

export function manifestSignatureHolds(key: BackupKey, text: string, signature: string): boolean {
  const expected = Buffer.from(signManifest(key, text), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** How a manifest says its files are stored: encrypted under the key it names by id, or not. */
export const encryptionSchema = z.union([
  z.object({ algorithm: z.literal('aes-256-gcm'), keyId: z.string() }),
  z.object({ algorithm: z.literal('none') }),
]);

export type Encryption = z.infer<typeof encryptionSchema>;

export const encryptionOf = (key: BackupKey | undefined): Encryption =>
  key ? { algorithm: 'aes-256-gcm', keyId: key.id } : { algorithm: 'none' };

/**
 * Refuses, before a file is read, to restore an encrypted backup without a key or with another
 * key than the one it names. `what` names the backup in the message ("backup", "base backup").
 */
export function requireBackupKey(
  encryption: Encryption,
  key: BackupKey | undefined,
  what: string,
): void {
  if (encryption.algorithm === 'none') return;
  if (!key) {
    throw new BackupError(`This ${what} is encrypted: set BACKUP_KEY to the key it was made with.`);
  }
  if (key.id !== encryption.keyId) {
    throw new BackupError(
      `BACKUP_KEY is not the key this ${what} was made with (its key id is ${encryption.keyId}, this key's is ${key.id}).`,
    );
  }
}
