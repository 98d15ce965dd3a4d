// The subcommands and their arguments, read into what each needs; a mistake is a UsageError that
// says what is expected, never a stack trace.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkRestorePointName } from './mark';
import type { RecoveryTarget } from './recovery-settings';

export const USAGE = [
  'Usage: npm run point-in-time -- base-backup <folder>',
  '       npm run point-in-time -- restore <folder> --wal-archive <dir> --pgdata <empty dir> [--to <ISO time> | --to-name <restore point>]',
  '       npm run point-in-time -- mark <restore point>',
].join('\n');

export class UsageError extends Error {}

export type Command =
  | { name: 'base-backup'; folder: string }
  | { name: 'mark'; point: string }
  | { name: 'restore'; folder: string; walArchive: string; pgdata: string; target: RecoveryTarget };

/** An ISO 8601 moment with its offset (Z or ±hh:mm): a time without one would be ambiguous. */
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

function moment(text: string): Date {
  const time = new Date(text);
  if (!ISO_MOMENT.test(text) || Number.isNaN(time.getTime())) {
    throw new UsageError(
      `--to ${text}: give an ISO time with its offset, e.g. 2026-11-29T14:05:00+11:00 or 2026-11-29T03:05:00Z.`,
    );
  }
  return time;
}

function only(positionals: string[], what: string): string {
  if (positionals.length !== 1 || !positionals[0])
    throw new UsageError(`Give one ${what}.\n${USAGE}`);
  return positionals[0];
}

export function readCommand(argv: string[]): Command {
  const [given, ...rest] = argv;
  const name = given ?? '';
  let parsed;
  try {
    parsed = parseArgs({
      args: rest,
      allowPositionals: true,
      strict: true,
      options:
        name === 'restore'
          ? {
              'wal-archive': { type: 'string' },
              pgdata: { type: 'string' },
              to: { type: 'string' },
              'to-name': { type: 'string' },
            }
          : {},
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  switch (name) {
    case 'base-backup':
      return { name, folder: path.resolve(only(positionals, 'folder for the base backup')) };
    case 'mark':
      return { name, point: checkRestorePointName(only(positionals, 'restore point name')) };
    case 'restore': {
      const walArchive = values['wal-archive'];
      const pgdata = values.pgdata;
      const to = values.to;
      const toName = values['to-name'];
      if (typeof walArchive !== 'string' || typeof pgdata !== 'string') {
        throw new UsageError(`restore needs --wal-archive and --pgdata.\n${USAGE}`);
      }
      if (typeof to === 'string' && typeof toName === 'string') {
        throw new UsageError('Give --to or --to-name, not both.');
      }
      let target: RecoveryTarget;
      if (typeof to === 'string') target = { time: moment(to) };
      else if (typeof toName === 'string') target = { name: checkRestorePointName(toName) };
      return {
        name,
        folder: path.resolve(only(positionals, 'base backup folder')),
        walArchive: path.resolve(walArchive),
        pgdata: path.resolve(pgdata),
        target,
      };
    }
    default:
      throw new UsageError(USAGE);
  }
}
