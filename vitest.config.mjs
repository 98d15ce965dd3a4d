// The unit tests of every workspace package in one run (npm test's "Unit tests" step): one pool
// of workers for all their files instead of one vitest per package. Each package keeps its own
// config (environment, include) and its `vitest run` for working on it alone. The API has a step
// of its own (two engines, a worker-wide app), so it is not among them.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

const OWN_STEP = new Set(['api']);

/** The workspace's packages (pnpm-workspace.yaml's list) whose `test` script is vitest's. */
function vitestPackages() {
  const lines = readFileSync(join(import.meta.dirname, 'pnpm-workspace.yaml'), 'utf8').split('\n');
  const folders = [];
  for (const line of lines.slice(lines.indexOf('packages:') + 1)) {
    const item = /^\s+-\s+(\S+)\s*$/.exec(line)?.[1];
    if (!item) break;
    folders.push(item);
  }
  return folders.filter((folder) => {
    if (OWN_STEP.has(folder)) return false;
    const manifest = JSON.parse(
      readFileSync(join(import.meta.dirname, folder, 'package.json'), 'utf8'),
    );
    return manifest.scripts?.test?.startsWith('vitest run') ?? false;
  });
}

export default defineConfig({
  test: {
    projects: vitestPackages(),
    // One worker per core; vitest's default is one fewer, a single worker on a 2-core machine.
    maxWorkers: availableParallelism(),
  },
});
