// `npm run point-in-time -- …` as the tests run it: this run's compiled command, as a process.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { apiCommand } from '../api-build';

const API_DIR = path.resolve(import.meta.dirname, '../..');

export interface CommandRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

export function runPointInTime(env: NodeJS.ProcessEnv, ...args: string[]): CommandRun {
  const result = spawnSync(process.execPath, [...apiCommand('point-in-time'), ...args], {
    cwd: API_DIR,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
