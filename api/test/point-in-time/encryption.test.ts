// Base backups encrypted with BACKUP_KEY: what goes in comes out with the key, and a changed file
// or another key is refused with a message, never returned as if it were the backup.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  backupKey,
  decryptingFileStream,
  encryptingStream,
  MAGIC,
} from '../../ops/point-in-time/encryption';

const folder = mkdtempSync(path.join(tmpdir(), 'sg-pitr-encryption-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const key = randomBytes(32);

async function encryptToFile(name: string, plaintext: Buffer): Promise<string> {
  const file = path.join(folder, name);
  // In several chunks, as pg_basebackup's output arrives.
  const chunks = [plaintext.subarray(0, 1000), plaintext.subarray(1000)];
  await pipeline(Readable.from(chunks), encryptingStream(key), createWriteStream(file));
  return file;
}

describe('backup encryption', () => {
  const plaintext = randomBytes(300_000);

  it('decrypts what it encrypted, and stores none of the plaintext', async () => {
    const file = await encryptToFile('round-trip.enc', plaintext);
    const stored = readFileSync(file);
    expect(stored.subarray(0, MAGIC.length).equals(MAGIC)).toBe(true);
    expect(stored.length).toBe(plaintext.length + MAGIC.length + 12 + 16);
    expect(stored.includes(plaintext.subarray(5000, 5064))).toBe(false);
    expect((await buffer(await decryptingFileStream(file, key))).equals(plaintext)).toBe(true);
  });

  it('refuses a changed file and another key', async () => {
    const file = await encryptToFile('changed.enc', plaintext);
    const stored = readFileSync(file);
    stored[stored.length - 100] = (stored[stored.length - 100] ?? 0) ^ 1;
    writeFileSync(file, stored);
    await expect(buffer(await decryptingFileStream(file, key))).rejects.toThrow(
      /does not decrypt: BACKUP_KEY is not the key it was made with, or the file was changed/,
    );
    const intact = await encryptToFile('intact.enc', plaintext);
    await expect(buffer(await decryptingFileStream(intact, randomBytes(32)))).rejects.toThrow(
      /does not decrypt/,
    );
  });

  it('refuses a file that is not an encrypted backup', async () => {
    const file = path.join(folder, 'plain.tar.gz');
    writeFileSync(file, plaintext.subarray(0, 100));
    await expect(decryptingFileStream(file, key)).rejects.toThrow(
      /is not an encrypted backup file/,
    );
  });

  it('reads BACKUP_KEY as the base64 of 32 bytes, and says so when it is not', () => {
    expect(backupKey(undefined)).toBeUndefined();
    expect(backupKey('')).toBeUndefined();
    expect(backupKey(key.toString('base64'))?.equals(key)).toBe(true);
    expect(() => backupKey(randomBytes(16).toString('base64'))).toThrow(
      'BACKUP_KEY must be the base64 of 32 bytes (make one with `openssl rand -base64 32`); the one given decodes to 16 bytes.',
    );
    expect(() => backupKey('not base64 at all!')).toThrow(/BACKUP_KEY must be the base64/);
  });
});
