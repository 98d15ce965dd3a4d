// The pieces a restore is made of, without a server: the command line an operator types, the
// recovery settings written into the restored data folder, and WAL segment names for retention.
import { describe, expect, it } from 'vitest';
import { readCommand } from '../../ops/point-in-time/command-line';
import { recoverySettings } from '../../ops/point-in-time/recovery-settings';
import { walFileName } from '../../ops/point-in-time/wal-names';

describe('the point-in-time command line', () => {
  it('reads restore to a moment, made UTC, and to a restore point', () => {
    expect(
      readCommand([
        'restore',
        '/backups/base/2026-11-29',
        '--wal-archive',
        '/backups/wal',
        '--pgdata',
        '/srv/pg-restored',
        '--to',
        '2026-11-29T14:05:00+11:00',
      ]),
    ).toEqual({
      name: 'restore',
      folder: '/backups/base/2026-11-29',
      walArchive: '/backups/wal',
      pgdata: '/srv/pg-restored',
      target: { time: new Date('2026-11-29T03:05:00Z') },
    });
    const toName = readCommand([
      'restore',
      'b',
      '--wal-archive',
      'w',
      '--pgdata',
      'p',
      '--to-name',
      'before-deploy',
    ]);
    expect(toName).toMatchObject({ target: { name: 'before-deploy' } });
  });

  it('says what is wrong with a mistaken command', () => {
    expect(() => readCommand([])).toThrow(/^Usage: npm run point-in-time -- base-backup <folder>/);
    expect(() => readCommand(['restore', 'b', '--pgdata', 'p'])).toThrow(
      /restore needs --wal-archive and --pgdata/,
    );
    expect(() =>
      readCommand([
        'restore',
        'b',
        '--wal-archive',
        'w',
        '--pgdata',
        'p',
        '--to',
        '2026-11-29 14:05',
      ]),
    ).toThrow(/--to 2026-11-29 14:05: give an ISO time with its offset/);
    expect(() =>
      readCommand([
        'restore',
        'b',
        '--wal-archive',
        'w',
        '--pgdata',
        'p',
        '--to',
        'x',
        '--to-name',
        'y',
      ]),
    ).toThrow('Give --to or --to-name, not both.');
    expect(() => readCommand(['mark', "drop table users; '"])).toThrow(
      /A restore point's name is 1 to 63 letters/,
    );
    expect(() => readCommand(['mark', 'x'.repeat(64)])).toThrow(/1 to 63/);
    expect(() => readCommand(['base-backup', 'a', 'b'])).toThrow(
      /Give one folder for the base backup/,
    );
    expect(() => readCommand(['base-backup', '--force', 'a'])).toThrow(/Unknown option '--force'/);
  });
});

describe('recovery settings', () => {
  it('fetch WAL from the archive, stop at the target in UTC and promote', () => {
    expect(recoverySettings('/backups/wal', { time: new Date('2026-11-29T03:05:00.250Z') })).toBe(
      [
        '',
        '# Point-in-time recovery (npm run point-in-time -- restore): remove these lines once promoted.',
        `restore_command = 'cp "/backups/wal/%f" "%p"'`,
        "recovery_target_time = '2026-11-29 03:05:00.250+00'",
        "recovery_target_action = 'promote'",
        '',
      ].join('\n'),
    );
    expect(recoverySettings('/backups/wal', { name: 'before-deploy' })).toContain(
      "recovery_target_name = 'before-deploy'",
    );
    // No target: replay all that was archived; nothing to promote at.
    expect(recoverySettings('/backups/wal', undefined)).not.toMatch(/recovery_target/);
  });

  it('refuses an archive folder a shell or the setting would read otherwise', () => {
    for (const folder of ['/backups/$HOME', "/backups/o'brien", '/backups/"x"', '/a;rm -rf b']) {
      expect(() => recoverySettings(folder, undefined)).toThrow(/--wal-archive/);
    }
  });
});

describe('WAL segment names', () => {
  it('are what PostgreSQL names them (pg_walfile_name)', () => {
    const mb16 = 16 * 1024 * 1024;
    // pg_basebackup's start point in the drill: 0/2000028 on timeline 1.
    expect(walFileName(1, '0/2000028', mb16)).toBe('000000010000000000000002');
    expect(walFileName(2, '16/B374D848', mb16)).toBe('0000000200000016000000B3');
    expect(walFileName(1, '1/FF000000', 64 * 1024 * 1024)).toBe('00000001000000010000003F');
  });
});
