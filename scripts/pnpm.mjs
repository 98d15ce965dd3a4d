// Runs the workspace's pinned pnpm through npx, so a machine with only Node and npm needs nothing else.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const root = new URL('..', import.meta.url);
const { packageManager } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));

/** The command and arguments that run pnpm with `args`, for a caller that spawns it itself. */
export function pnpmCommand(args) {
  return ['npx', ['--yes', packageManager, ...args]];
}

/** Runs pnpm with the given arguments in the repository root; returns its exit status. */
export function pnpm(args, options = {}) {
  const [command, commandArgs] = pnpmCommand(args);
  const result = spawnSync(command, commandArgs, {
    cwd: root,
    stdio: 'inherit',
    ...options,
  });
  return result.status ?? 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(pnpm(process.argv.slice(2)));
}
