// BACKUP_KEY: 32 random bytes, base64 (`openssl rand -base64 32`). From it come, by HKDF, the key
// that encrypts each file (AES-256-GCM), the key that signs the manifest (HMAC-SHA256) and a short
// key id the manifest records, so a restore with another key is refused before it reads a file.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

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
