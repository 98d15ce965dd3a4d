// Runs the workspace's pinned pnpm through npx, so a machine with only Node and npm needs nothing else.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const root = new URL('..', import.meta.url);
const { packageManager } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));

/** Runs pnpm with the given arguments in the repository root; returns its exit status. */
export function pnpm(args, options = {}) {
  const result = spawnSync('npx', ['--yes', packageManager, ...args], {
    cwd: root,
    stdio: 'inherit',
    ...options,
  });
  return result.status ?? 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(pnpm(process.argv.slice(2)));
}
