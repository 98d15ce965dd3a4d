// The point-in-time command's mistakes, without a server: each exits non-zero with one message
// that says what to do, never a stack trace.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runPointInTime } from './command';

const folder = mkdtempSync(path.join(tmpdir(), 'sg-pitr-cli-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const noServer = { DATABASE_URL: '', BACKUP_KEY: '' };

describe('npm run point-in-time, told wrong', () => {
  it('says how it is used, what it needs and what is wrong with what it was given', () => {
    const usage = runPointInTime(noServer);
    expect(usage.status).toBe(2);
    expect(usage.stderr).toMatch(/^Usage: npm run point-in-time -- base-backup <folder>\n/);

    expect(runPointInTime(noServer, 'mark', 'before-deploy')).toMatchObject({
      status: 1,
      stderr:
        'Point-in-time recovery works on a PostgreSQL server: set DATABASE_URL to its postgres:// URL (the embedded database has no WAL archive).\n',
    });

    const shortKey = runPointInTime(
      { DATABASE_URL: 'postgres://gigs:secret@127.0.0.1:1/gigs', BACKUP_KEY: 'c2hvcnQ=' },
      'base-backup',
      path.join(folder, 'base'),
    );
    expect(shortKey.status).toBe(1);
    expect(shortKey.stderr).toMatch(/^BACKUP_KEY must be 32 random bytes in base64/);

    const notABase = runPointInTime(
      noServer,
      'restore',
      folder,
      '--wal-archive',
      folder,
      '--pgdata',
      path.join(folder, 'pgdata'),
    );
    expect(notABase).toMatchObject({
      status: 1,
      stderr: `${path.join(folder, 'manifest.json')} cannot be read: is ${folder} a base backup's folder?\n`,
    });
    for (const run of [usage, shortKey, notABase]) expect(run.stderr).not.toMatch(/\n\s+at /);
  }, 120_000);
});
