// The operator's command for moderators, as a process on a database of its own: `add` makes a
// moderator and queues the invitation, `list` shows them, `remove` takes one away, and mistakes
// exit non-zero saying why.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiCommand } from '../api-build';

const API_DIR = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'moderator-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function run(...args: string[]) {
  const result = spawnSync(process.execPath, [...apiCommand('moderator'), ...args], {
    cwd: API_DIR,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    timeout: 60_000,
  });
  return { status: result.status, out: result.stdout.trim(), err: result.stderr.trim() };
}

describe('npm run moderator', () => {
  it('adds, lists and removes a moderator, and says why when it cannot', () => {
    expect(run('list')).toMatchObject({ status: 0, out: 'No moderators.' });
    const added = run('add', 'ops@example.com.au');
    expect(added.status, added.err).toBe(0);
    expect(added.out).toBe(
      'ops@example.com.au is a moderator. A link to set their password was mailed to them (valid 24 hours).',
    );
    expect(run('add', 'ops@example.com.au')).toMatchObject({
      status: 1,
      err: 'ops@example.com.au is already a moderator.',
    });
    expect(run('list')).toMatchObject({ status: 0, out: 'ops@example.com.au' });
    expect(run('remove', 'ops@example.com.au')).toMatchObject({
      status: 0,
      out: 'ops@example.com.au is no longer a moderator.',
    });
    expect(run('list').out).toBe('No moderators.');
    expect(run('promote', 'x@example.com')).toMatchObject({
      status: 2,
      err: 'Usage: npm run moderator -- add <email> | remove <email> | list',
    });
    // Seven processes, each starting Node and migrating a database: on a slow two-core machine
    // that took more than the default 30 s (27 Nov 2026), so the test allows each its 60 s.
  }, 180_000);
});
