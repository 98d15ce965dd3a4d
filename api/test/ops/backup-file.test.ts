// One backup file on its own, the format logical backups and point-in-time base backups share:
// what goes in comes out with the key, streamed, with none of it stored in the clear; a changed
// file, a file under another name, another key or a file not of the format is refused with a
// message, never returned as if it were the backup; a failed write leaves no file; and BACKUP_KEY
// is read as 32 bytes of base64, a malformed one refused without being shown.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { openBackupFile, writeBackupFile } from '../../ops/backup/backup-file';
import { backupKeyFrom, BackupError, KEY_FORMAT } from '../../ops/backup/backup-key';

const folder = mkdtempSync(path.join(tmpdir(), 'sg-backup-file-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const secret = randomBytes(32).toString('base64');
const key = backupKeyFrom(secret);
const otherKey = backupKeyFrom(randomBytes(32).toString('base64'));
const plaintext = randomBytes(300_000);
const refusedWords =
  /failed its authentication: it was changed after the backup, or BACKUP_KEY is not the key it was made with/;

/** Writes `plaintext` in two chunks, as pg_basebackup's output arrives. */
const write = (name: string) =>
  writeBackupFile(
    folder,
    name,
    Readable.from([plaintext.subarray(0, 1000), plaintext.subarray(1000)]),
    key,
  );

const readBack = async (name: string, withKey = key) =>
  buffer(await openBackupFile(folder, name, withKey));

describe('an encrypted backup file', () => {
  it('decrypts, streamed, to what was written, and stores none of it in the clear', async () => {
    const stored = await write('round-trip.enc');
    const bytes = readFileSync(path.join(folder, 'round-trip.enc'));
    expect(bytes.subarray(0, 4).toString()).toBe('SGB1');
    // Magic, IV and tag around a ciphertext as long as the plaintext.
    expect(stored.size).toBe(plaintext.length + 4 + 12 + 16);
    expect(bytes.length).toBe(stored.size);
    expect(bytes.includes(plaintext.subarray(5000, 5064))).toBe(false);
    expect((await readBack('round-trip.enc')).equals(plaintext)).toBe(true);
  });

  it('is refused, at the end of its stream, when changed or read with another key', async () => {
    await write('changed.enc');
    const file = path.join(folder, 'changed.enc');
    const bytes = readFileSync(file);
    bytes[bytes.length - 100] = (bytes[bytes.length - 100] ?? 0) ^ 1;
    writeFileSync(file, bytes);
    await expect(readBack('changed.enc')).rejects.toThrow(BackupError);
    await expect(readBack('changed.enc')).rejects.toThrow(refusedWords);
    await write('intact.enc');
    await expect(readBack('intact.enc', otherKey)).rejects.toThrow(refusedWords);
  });

  it('is refused under another name than the one it was written as', async () => {
    await write('moved-from.enc');
    renameSync(path.join(folder, 'moved-from.enc'), path.join(folder, 'moved-to.enc'));
    await expect(readBack('moved-to.enc')).rejects.toThrow(refusedWords);
  });

  it('is refused when it is not of the format at all', async () => {
    writeFileSync(path.join(folder, 'plain.tar.gz'), plaintext.subarray(0, 100));
    await expect(readBack('plain.tar.gz')).rejects.toThrow(refusedWords);
    writeFileSync(path.join(folder, 'short.enc'), plaintext.subarray(0, 20));
    await expect(readBack('short.enc')).rejects.toThrow(refusedWords);
  });

  it('is not left behind, even in part, when its source fails', async () => {
    const failing = new Readable({
      read() {
        this.push(plaintext.subarray(0, 1000));
        this.destroy(new Error('pg_basebackup went away'));
      },
    });
    const sub = mkdtempSync(path.join(folder, 'failed-'));
    await expect(writeBackupFile(sub, 'base.tar.gz.enc', failing, key)).rejects.toThrow(
      'pg_basebackup went away',
    );
    expect(readdirSync(sub)).toEqual([]);
  });
});

describe('BACKUP_KEY', () => {
  it('is 32 bytes of base64 naming a key by a 16-digit id; unset or empty means none', () => {
    expect(backupKeyFrom(undefined)).toBeUndefined();
    expect(backupKeyFrom(' ')).toBeUndefined();
    expect(backupKeyFrom(secret)?.id).toMatch(/^[0-9a-f]{16}$/);
    expect(backupKeyFrom(secret)?.id).toBe(key?.id);
    expect(otherKey?.id).not.toBe(key?.id);
  });

  it('of another length or not base64 is refused, saying the form and not the value', () => {
    const short = randomBytes(16).toString('base64');
    for (const value of [short, 'not base64 at all!']) {
      expect(() => backupKeyFrom(value)).toThrow(BackupError);
      expect(() => backupKeyFrom(value)).toThrow(
        `${KEY_FORMAT}; the value given is not (it is not shown here).`,
      );
    }
  });
});
