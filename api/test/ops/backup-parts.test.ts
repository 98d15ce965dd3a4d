// The backup's parts on their own: a resume lost from the store fails the backup after its
// retries, a truncated encrypted file is refused, a malformed key is refused without being shown,
// the S3 bucket's resumes go out and back through the S3 driver, production refuses to back up
// without a key, a forged manifest cannot name paths outside the target, and retention deletes
// only the backups older than its days (34 by default, so none is kept 35).
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/client';
import { prepareDatabase } from '../../src/db/prepare';
import { newResumeKey } from '../../src/storage/resume-files';
import { backupKeyFrom, BackupError } from '../../ops/backup/backup-key';
import { restoreBackupFile, writeBackupFile } from '../../ops/backup/backup-file';
import { ATTEMPTS, makeBackup } from '../../ops/backup/make-backup';
import {
  copyResumes,
  resumeStore,
  restoreResumes,
  storeNotEmpty,
} from '../../ops/backup/resume-store';
import { readVerifiedManifest } from '../../ops/backup/manifest';
import { pruneBackups, RETENTION_DAYS } from '../../ops/backup/retention';
import { createApplication } from '../applications/fixtures';
import { freePort } from '../faults/api-process';
import { testConfig } from '../helper';
import { createEmployer, createListing, createStudent } from '../listings/fixtures';
import { SAMPLE_PDF, tempDataDir } from '../upload-helpers';
import { runCommand } from './backup-commands';

const folders: string[] = [];
const folder = () => {
  const dir = tempDataDir();
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const key = backupKeyFrom(randomBytes(32).toString('base64'));

describe('a backup', () => {
  it('fails after its attempts, naming the resume the database names and the store lost', async () => {
    const dataDir = folder();
    const config = testConfig({ DATA_DIR: dataDir, DATABASE_URL: '' });
    const database = await openDatabase(config);
    await prepareDatabase(database);
    const app = await buildApp({ config, database, logger: false, mailWorker: false });
    await app.ready();
    const listing = await createListing(app.db, { employerId: await createEmployer(app.db) });
    const { key: lost } = await createApplication(app, {
      listingId: listing.id,
      studentId: (await createStudent(app.db)).id,
    });
    await app.close();
    rmSync(path.join(dataDir, ...lost.split('/')));

    const target = path.join(folder(), 'backup');
    await expect(makeBackup(config, target, key)).rejects.toThrow(
      new BackupError(
        `No backup was written: after ${ATTEMPTS} attempts, 1 resume file(s) the database names were still missing from the store: ${lost}`,
      ),
    );
    // No half backup is left behind to be mistaken for one.
    expect(readdirSync(target)).toEqual([]);
  }, 120_000);

  it('is refused in production without BACKUP_KEY, and a malformed key is refused unshown', async () => {
    const production = {
      APP_ENV: 'production',
      PUBLIC_URL: 'https://gigs.example',
      SMTP_URL: 'smtp://mail.example:25',
      DATABASE_URL: 'postgres://gigs@127.0.0.1:1/gigs',
      STORAGE_SECRET: 'x'.repeat(32),
      DATA_DIR: folder(),
    };
    const refused = await runCommand('backup', [path.join(folder(), 'b')], production);
    expect(refused).toMatchObject({ status: 1 });
    expect(refused.err).toMatch(
      /^APP_ENV=production: .* Set BACKUP_KEY \(BACKUP_KEY must be 32 random bytes in base64/,
    );
    const malformed = await runCommand('backup', [path.join(folder(), 'b')], {
      DATA_DIR: folder(),
      BACKUP_KEY: 'not-a-key-but-secret-words',
    });
    expect(malformed).toMatchObject({ status: 1 });
    expect(malformed.err).not.toContain('secret-words');
    expect(malformed.err).toMatch(/^BACKUP_KEY must be 32 random bytes in base64/);
  }, 60_000);
});

describe('an encrypted file', () => {
  it('cut short is refused, and nothing of it is kept', async () => {
    const backup = folder();
    const stored = await writeBackupFile(
      backup,
      'data-dir/storage-secret',
      Readable.from(Buffer.from('s3cret')),
      key,
    );
    const file = path.join(backup, 'data-dir', 'storage-secret');
    truncateSync(file, stored.size - 1);
    const target = path.join(folder(), 'storage-secret');
    await expect(restoreBackupFile(backup, stored.path, key, target)).rejects.toThrow(
      /^data-dir\/storage-secret failed its authentication: it was changed after the backup, or BACKUP_KEY is not the key it was made with/,
    );
    expect(readdirSync(path.dirname(target))).toEqual([]);
  });
});

describe('a manifest', () => {
  it('naming a file outside DATA_DIR or a key of another form is no manifest of ours', async () => {
    const backup = folder();
    const file = { path: 'data-dir/x', size: 0, sha256: '0'.repeat(64) };
    const manifest = (dataDir: object[], resumes: object[] = []) => ({
      manifest: {
        format: 'student-gigs-backup/1',
        createdAt: '2026-11-29T03:00:00.000Z',
        engine: 'pglite',
        migration: null,
        rowCounts: {},
        store: 'local',
        encryption: { algorithm: 'none' },
        database: file,
        resumes,
        dataDir,
      },
    });
    for (const forged of [
      manifest([{ ...file, name: '../../etc/cron.d/job' }]),
      manifest([{ ...file, name: 'outbox/../../x' }]),
      manifest([], [{ ...file, key: '../../etc/passwd' }]),
    ]) {
      writeFileSync(path.join(backup, 'manifest.json'), JSON.stringify(forged));
      await expect(readVerifiedManifest(backup, undefined)).rejects.toThrow(
        `manifest.json in ${backup} is not a backup's manifest.`,
      );
    }
  });
});

describe('resumes in an S3 bucket', () => {
  it('are copied out by the keys the database names and written back to an empty bucket', async () => {
    const port = await freePort();
    const server = new S3rver({
      port,
      address: '127.0.0.1',
      silent: true,
      directory: folder(),
      configureBuckets: [{ name: 'live' }, { name: 'restored' }],
    });
    await server.run();
    try {
      const s3 = (bucket: string) =>
        resumeStore({
          dataDir: folder(),
          s3: {
            endpoint: `http://127.0.0.1:${port}`,
            bucket,
            region: 'us-east-1',
            accessKeyId: 'S3RVER',
            secretAccessKey: 'S3RVER',
          },
        });
      const live = s3('live');
      const stored = newResumeKey(randomUUID(), 'pdf');
      const pending = newResumeKey(randomUUID(), 'pdf');
      await live.write(stored, SAMPLE_PDF);
      const backup = folder();
      const copied = await copyResumes(
        live,
        { required: [stored], optional: [pending] },
        backup,
        key,
      );
      expect(copied.missing).toEqual([]);
      expect(copied.files.map((file) => file.key)).toEqual([stored]);

      const restored = s3('restored');
      expect(await storeNotEmpty(restored, { dataDir: folder() }, [stored])).toBeUndefined();
      await restoreResumes(restored, [stored], backup, key);
      expect((await restored.read(stored, SAMPLE_PDF.length))?.equals(SAMPLE_PDF)).toBe(true);
      expect(await storeNotEmpty(restored, { dataDir: folder() }, [stored])).toBe(
        `the bucket already holds ${stored}`,
      );
    } finally {
      await server.close();
    }
  });
});

describe('retention', () => {
  it('deletes the backups older than its days and leaves the rest and other folders', async () => {
    const parent = folder();
    const now = new Date('2026-11-29T03:00:00Z');
    const make = (name: string, createdAt: string | undefined) => {
      mkdirSync(path.join(parent, name));
      if (createdAt) {
        writeFileSync(
          path.join(parent, name, 'manifest.json'),
          JSON.stringify({ manifest: { createdAt } }),
        );
      }
    };
    make('2026-10-25', '2026-10-25T03:01:00Z'); // 34 days 23 hours 59 minutes old
    make('2026-10-26', '2026-10-26T03:01:00Z'); // 33 days 23 hours 59 minutes old
    make('2026-11-28', '2026-11-28T03:00:00Z');
    make('not-a-backup', undefined);
    // The default: none reaches 35 days when the job comes a minute earlier than the day before.
    expect(await pruneBackups(parent, RETENTION_DAYS, now)).toEqual([
      path.join(parent, '2026-10-25'),
    ]);
    expect(readdirSync(parent).sort()).toEqual(['2026-10-26', '2026-11-28', 'not-a-backup']);
    expect(await pruneBackups(parent, 30, now)).toEqual([path.join(parent, '2026-10-26')]);
  });
});
