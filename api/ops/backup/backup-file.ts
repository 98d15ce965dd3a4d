// One file of a backup, written and read as a stream. With a key: `SGB1`, a random 12-byte IV, the
// AES-256-GCM ciphertext, then its 16-byte tag; the file's path in the backup is the associated
// data, so a file moved to another name fails too. Without a key: the bytes as they are. Either
// way the manifest records the stored size and SHA-256.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BackupError, type BackupKey } from './backup-key';

const MAGIC = Buffer.from('SGB1');
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + IV_BYTES;

export interface StoredFile {
  /** Path inside the backup folder, with `/` separators. */
  path: string;
  /** Bytes on disk (ciphertext when encrypted). */
  size: number;
  /** SHA-256 of the bytes on disk, hex. */
  sha256: string;
}

function encryptor(key: BackupKey, aad: string): Transform {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key.fileKey, iv);
  cipher.setAAD(Buffer.from(aad));
  let started = false;
  const header = () => {
    if (started) return [];
    started = true;
    return [MAGIC, iv];
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, Buffer.concat([...header(), cipher.update(chunk)]));
    },
    flush(done) {
      done(null, Buffer.concat([...header(), cipher.final(), cipher.getAuthTag()]));
    },
  });
}

/**
 * Writes `source` as `relPath` under `folder` (encrypted with `key` when given), streamed: with a
 * key, none of `source` reaches the disk unencrypted. A failed write leaves no file.
 */
export async function writeBackupFile(
  folder: string,
  relPath: string,
  source: Readable,
  key: BackupKey | undefined,
): Promise<StoredFile> {
  const target = path.join(folder, ...relPath.split('/'));
  await mkdir(path.dirname(target), { recursive: true });
  const hash = createHash('sha256');
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  const output = createWriteStream(target, { flags: 'wx', mode: 0o600 });
  try {
    if (key) await pipeline(source, encryptor(key, relPath), tap, output);
    else await pipeline(source, tap, output);
  } catch (error) {
    // Half a file under the file's own name would pass for the file.
    await rm(target, { force: true });
    throw error;
  }
  return { path: relPath, size, sha256: hash.digest('hex') };
}

/** Whether the file on disk has the size and SHA-256 the manifest records. */
export async function fileMatches(folder: string, file: StoredFile): Promise<boolean> {
  const hash = createHash('sha256');
  let size = 0;
  try {
    for await (const chunk of createReadStream(path.join(folder, ...file.path.split('/')))) {
      hash.update(chunk as Buffer);
      size += (chunk as Buffer).length;
    }
  } catch {
    return false;
  }
  return size === file.size && hash.digest('hex') === file.sha256;
}

const refused = (relPath: string) =>
  new BackupError(
    `${relPath} failed its authentication: it was changed after the backup, or BACKUP_KEY is not ` +
      'the key it was made with. Nothing of it was kept.',
  );

/**
 * The file's original bytes, streamed (decrypted and authenticated when `key` is given). GCM checks
 * its tag only at the end: the stream then fails with a BackupError saying the file was changed
 * or the key is another, so a reader trusts nothing it read until the stream ended without error.
 */
export async function openBackupFile(
  folder: string,
  relPath: string,
  key: BackupKey | undefined,
): Promise<Readable> {
  const file = path.join(folder, ...relPath.split('/'));
  if (!key) return createReadStream(file);
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    if (size < HEADER_BYTES + TAG_BYTES) throw refused(relPath);
    const header = Buffer.alloc(HEADER_BYTES);
    const tag = Buffer.alloc(TAG_BYTES);
    await handle.read(header, 0, HEADER_BYTES, 0);
    await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
    if (!header.subarray(0, MAGIC.length).equals(MAGIC)) throw refused(relPath);
    const decipher = createDecipheriv('aes-256-gcm', key.fileKey, header.subarray(MAGIC.length));
    decipher.setAAD(Buffer.from(relPath));
    decipher.setAuthTag(tag);
    const body = createReadStream(file, { start: HEADER_BYTES, end: size - TAG_BYTES - 1 });
    const out = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        done(null, decipher.update(chunk));
      },
      flush(done) {
        try {
          done(null, decipher.final());
        } catch {
          // GCM's own words are 'unable to authenticate data'; these say what they mean.
          done(refused(relPath));
        }
      },
    });
    // The reader sees any failure on `out`; pipeline also closes `body` when the reader stops.
    pipeline(body, out).catch(() => {});
    return out;
  } finally {
    await handle.close();
  }
}

/** Restores the file's original bytes into `target` (temp file + rename: never half a file). */
export async function restoreBackupFile(
  folder: string,
  relPath: string,
  key: BackupKey | undefined,
  target: string,
): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const temp = `${target}.${randomBytes(6).toString('hex')}.part`;
  try {
    await pipeline(
      await openBackupFile(folder, relPath, key),
      createWriteStream(temp, { flags: 'wx', mode: 0o600 }),
    );
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** The file's original bytes in memory (resumes are at most 5 MB). */
export async function readBackupFile(
  folder: string,
  relPath: string,
  key: BackupKey | undefined,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await openBackupFile(folder, relPath, key)) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
