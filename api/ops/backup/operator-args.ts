// What the backup and restore commands share: where a relative folder is (the operator's own
// folder: npm runs the command from api/ and names the folder it was called from in INIT_CWD),
// and how an expected failure ends the command (a message, never a stack trace).
import path from 'node:path';
import { ConfigError } from '../../src/config';
import { BackupError } from './backup-key';

export function operatorPath(folder: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), folder);
}

/** Runs the command; an expected failure is printed, without a stack trace, and exits 1. */
export async function runCommand(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    // A system error (a refused connection, a folder that cannot be written) says enough.
    const systemError =
      error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string';
    if (!(error instanceof BackupError || error instanceof ConfigError || systemError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}

export const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
