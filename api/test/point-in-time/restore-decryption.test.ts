// restore's decryption, without a server: an encrypted base is decrypted and authenticated beside
// the data folder before tar sees it, so a base changed together with its manifest's checksum
// (which the checksum alone would let through) is refused with nothing unpacked, and a good one is
// unpacked with nothing decrypted left beside the data folder. The base here is a small .tar.gz
// written by the same writer base-backup uses. A base of the retired format is refused by name.
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chownSync,
  createReadStream,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileMatches, writeBackupFile } from '../../ops/backup/backup-file';
import { backupKeyFrom, encryptionOf } from '../../ops/backup/backup-key';
import { newManifest, writeManifest } from '../../ops/point-in-time/manifest';
import { restore } from '../../ops/point-in-time/restore';

const root = mkdtempSync(path.join(tmpdir(), 'sg-pitr-restore-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const key = backupKeyFrom(randomBytes(32).toString('base64'));
const NAME = 'base.tar.gz.enc';

/** A base folder holding an encrypted .tar.gz of one file, PG_VERSION, and its manifest. */
async function encryptedBase(name: string): Promise<string> {
  const source = path.join(root, `${name}-source`);
  mkdirSync(source);
  writeFileSync(path.join(source, 'PG_VERSION'), '15\n');
  const tarball = path.join(root, `${name}.tar.gz`);
  const tar = spawnSync('tar', ['--create', '--gzip', `--file=${tarball}`, '-C', source, '.']);
  expect(tar.status).toBe(0);
  const folder = path.join(root, name);
  const stored = await writeBackupFile(folder, NAME, createReadStream(tarball), key);
  await writeManifest(
    folder,
    newManifest({
      startedAt: '2026-11-29T18:31:46.576Z',
      finishedAt: '2026-11-29T18:31:48.000Z',
      serverVersion: '15.8',
      startLsn: '0/2000028',
      timeline: 1,
      startWalFile: '000000010000000000000002',
      endLsn: '0/2000100',
      encryption: encryptionOf(key),
      files: [{ name: NAME, bytes: stored.size, sha256: stored.sha256 }],
    }),
  );
  return folder;
}

/** An empty data folder beside nothing else, owned by a user other than root (restore refuses root's). */
function emptyPgdata(name: string): string {
  const parent = mkdtempSync(path.join(root, `${name}-parent-`));
  const pgdata = path.join(parent, 'pgdata');
  mkdirSync(pgdata, { mode: 0o700 });
  if (process.getuid?.() === 0) chownSync(pgdata, 65534, 65534);
  return pgdata;
}

const walArchive = path.join(root, 'wal');
mkdirSync(walArchive);
const options = (folder: string, pgdata: string) => ({
  folder,
  walArchive,
  pgdata,
  target: undefined,
  key,
  pgBin: undefined,
});

describe('restore of an encrypted base', () => {
  it('refuses a base changed along with its manifest, unpacking and leaving nothing', async () => {
    const folder = await encryptedBase('forged');
    const file = path.join(folder, NAME);
    const bytes = readFileSync(file);
    bytes[bytes.length >> 1] = (bytes[bytes.length >> 1] ?? 0) ^ 0xff;
    writeFileSync(file, bytes);
    // The forger recomputes the checksum: only GCM's tag is left to notice.
    const manifestFile = path.join(folder, 'manifest.json');
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const manifest = readFileSync(manifestFile, 'utf8').replace(/"[0-9a-f]{64}"/, `"${sha256}"`);
    writeFileSync(manifestFile, manifest);
    expect(await fileMatches(folder, { path: NAME, size: bytes.length, sha256 })).toBe(true);

    const pgdata = emptyPgdata('forged');
    await expect(restore(options(folder, pgdata))).rejects.toThrow(
      `${NAME} failed its authentication: it was changed after the backup, or BACKUP_KEY is not the key it was made with.`,
    );
    expect(readdirSync(pgdata)).toEqual([]);
    expect(readdirSync(path.dirname(pgdata))).toEqual(['pgdata']);
  });

  it('unpacks a good base and leaves nothing decrypted beside the data folder', async () => {
    const folder = await encryptedBase('good');
    const pgdata = emptyPgdata('good');
    const result = await restore(options(folder, pgdata));
    expect(result.manifest.encryption).toEqual({ algorithm: 'aes-256-gcm', keyId: key?.id });
    expect(readFileSync(path.join(pgdata, 'PG_VERSION'), 'utf8')).toBe('15\n');
    expect(readdirSync(pgdata)).toContain('recovery.signal');
    expect(readdirSync(path.dirname(pgdata))).toEqual(['pgdata']);
  });

  it('refuses a base of the retired format 1 by name, before reading it', async () => {
    const folder = path.join(root, 'format-1');
    mkdirSync(folder);
    writeFileSync(
      path.join(folder, 'manifest.json'),
      JSON.stringify({ format: 'student-gigs-base-backup/1', encrypted: true, files: [] }),
    );
    await expect(restore(options(folder, emptyPgdata('format-1')))).rejects.toThrow(
      /manifest\.json is of a base backup in the retired format 1 .* restore it with the version of the API that made it\.$/,
    );
  });
});
