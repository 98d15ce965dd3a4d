// AES-256-GCM for backup files, streamed so a base backup of any size never sits whole in memory
// and never reaches the disk unencrypted. BACKUP_KEY is the base64 of 32 random bytes
// (`openssl rand -base64 32`); the same key decrypts. A file is:
//   MAGIC (8 bytes) | IV (12 bytes) | ciphertext | GCM tag (16 bytes)
// The tag at the end lets a reader detect any change to the file or a wrong key.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';

export const MAGIC = Buffer.from('SGBKENC1', 'ascii');
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
export const ENCRYPTED_SUFFIX = '.enc';

export class BackupKeyError extends Error {}

/** The key BACKUP_KEY names, or undefined when it is unset or empty (no encryption). */
export function backupKey(value: string | undefined): Buffer | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const text = value.trim();
  const key = Buffer.from(text, 'base64');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text) || key.length !== KEY_BYTES) {
    throw new BackupKeyError(
      `BACKUP_KEY must be the base64 of ${KEY_BYTES} bytes (make one with \`openssl rand -base64 32\`); the one given decodes to ${key.length} bytes.`,
    );
  }
  return key;
}

/** A stream that turns plaintext into the file format above. */
export function encryptingStream(key: Buffer): Transform {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  let started = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!started) {
        started = true;
        this.push(Buffer.concat([MAGIC, iv]));
      }
      done(null, cipher.update(chunk));
    },
    flush(done) {
      if (!started) this.push(Buffer.concat([MAGIC, iv]));
      this.push(cipher.final());
      done(null, cipher.getAuthTag());
    },
  });
}

/**
 * The plaintext of an encrypted file, streamed. The stream fails (BackupKeyError) at its end when
 * the file was changed or the key is not the one it was encrypted with: a reader must not trust
 * what it wrote until the stream has ended without error.
 */
export async function decryptingFileStream(file: string, key: Buffer): Promise<Readable> {
  const handle = await open(file, 'r');
  let header: Buffer;
  let tag: Buffer;
  let size: number;
  try {
    size = (await handle.stat()).size;
    if (size < MAGIC.length + IV_BYTES + TAG_BYTES) {
      throw new BackupKeyError(`${file} is too short to be an encrypted backup file.`);
    }
    header = Buffer.alloc(MAGIC.length + IV_BYTES);
    await handle.read(header, 0, header.length, 0);
    tag = Buffer.alloc(TAG_BYTES);
    await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
  } finally {
    await handle.close();
  }
  if (!header.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new BackupKeyError(`${file} is not an encrypted backup file (its first bytes differ).`);
  }
  const decipher = createDecipheriv('aes-256-gcm', key, header.subarray(MAGIC.length));
  decipher.setAuthTag(tag);
  const body = createReadStream(file, { start: header.length, end: size - TAG_BYTES - 1 });
  const plaintext = body.pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        done(null, decipher.update(chunk));
      },
      flush(done) {
        try {
          done(null, decipher.final());
        } catch {
          done(
            new BackupKeyError(
              `${file} does not decrypt: BACKUP_KEY is not the key it was made with, or the file was changed.`,
            ),
          );
        }
      },
    }),
  );
  body.on('error', (error) => plaintext.destroy(error));
  return plaintext;
}
