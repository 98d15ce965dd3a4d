// compose.yaml's PostgreSQL archives its WAL for point-in-time recovery (docs/operations.md), and,
// without Docker, what it runs does what it should: its entrypoint gives the archive volume to the
// postgres user and hands the server's command to the image's own entrypoint, and its
// archive_command, run by sh as PostgreSQL runs it, copies each segment once and never over one.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { root } from './image.mjs';

/** @type {{ services: Record<string, any>, volumes: Record<string, unknown> }} */
const compose = parse(readFileSync(join(root, 'deploy/compose.yaml'), 'utf8'), { merge: true });
const postgres = compose.services.postgres;
/** @type {string[]} */
const command = postgres.command;
/** The server settings its command gives with `-c name=value`. */
const settings = Object.fromEntries(
  command
    .filter((_, i) => command[i - 1] === '-c')
    .map((arg) => [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]),
);
/** Where each of its volumes is mounted. */
const mounts = Object.fromEntries(
  /** @type {string[]} */ (postgres.volumes).map((spec) => spec.split(':')),
);
const ARCHIVE = mounts['wal-archive'];

const scratch = mkdtempSync(join(tmpdir(), 'wal-archiving-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** `$$` is how compose.yaml writes a `$` it must not interpolate. */
const unescaped = (/** @type {string} */ text) => text.replaceAll('$$', '$');

describe("deploy/compose.yaml's PostgreSQL", () => {
  it('archives every WAL segment to a volume of its own, at least every 5 minutes', () => {
    expect(settings).toMatchObject({ wal_level: 'replica', archive_mode: 'on' });
    expect(Number(settings.archive_timeout)).toBeGreaterThan(0);
    expect(Number(settings.archive_timeout)).toBeLessThanOrEqual(300);
    expect(ARCHIVE).toBeDefined();
    expect(Object.keys(compose.volumes)).toContain('wal-archive');
    // Not inside the data folder: losing that must not lose the archive with it.
    expect(ARCHIVE?.startsWith(mounts['postgres-data'] ?? '')).toBe(false);
    expect(settings.archive_command).toBe(`test ! -f ${ARCHIVE}/%f && cp %p ${ARCHIVE}/%f`);
  });

  it("gives the archive to postgres, then runs the image's entrypoint with the command as is", () => {
    const bin = join(scratch, 'bin');
    const log = join(scratch, 'calls.log');
    mkdirSync(bin);
    // Stand-ins for the image's chown and docker-entrypoint.sh that note how they were called.
    for (const name of ['chown', 'docker-entrypoint.sh']) {
      writeFileSync(
        join(bin, name),
        `#!/bin/sh\nprintf '%s|' "${name}" "$@" >> "${log}"\necho >> "${log}"\n`,
      );
      chmodSync(join(bin, name), 0o755);
    }
    const [shell, ...args] = /** @type {string[]} */ (postgres.entrypoint).map(unescaped);
    const run = spawnSync(shell ?? '', [...args, ...command], {
      env: { PATH: `${bin}:/usr/bin:/bin` },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    const calls = readFileSync(log, 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.split('|').slice(0, -1));
    expect(calls).toEqual([
      ['chown', 'postgres:postgres', ARCHIVE],
      ['docker-entrypoint.sh', ...command],
    ]);
  });

  it('copies a finished segment into the archive once, and fails rather than overwrite it', () => {
    const archive = join(scratch, 'archive');
    const pgWal = join(scratch, 'pg_wal');
    mkdirSync(archive);
    mkdirSync(pgWal);
    const segment = '000000010000000000000003';
    writeFileSync(join(pgWal, segment), 'first');
    // PostgreSQL runs archive_command with sh, %p the segment's path, %f its name.
    const archiveSegment = () =>
      spawnSync(
        'sh',
        [
          '-c',
          (settings.archive_command ?? '')
            .replaceAll(ARCHIVE ?? '', archive)
            .replaceAll('%p', join('pg_wal', segment))
            .replaceAll('%f', segment),
        ],
        { cwd: scratch },
      ).status;
    expect(archiveSegment()).toBe(0);
    expect(readFileSync(join(archive, segment), 'utf8')).toBe('first');
    writeFileSync(join(pgWal, segment), 'second');
    expect(archiveSegment()).not.toBe(0);
    expect(readFileSync(join(archive, segment), 'utf8')).toBe('first');
  });
});
