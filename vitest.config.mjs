// The unit tests of every workspace package in one run (npm test's "Unit tests" step): one pool
// of workers for all their files instead of one vitest per package. Each package keeps its own
// config (environment, include) and its `vitest run` for working on it alone. The API has a step
// of its own (two engines, a worker-wide app), so it is not among them.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { workspacePackages } from './scripts/changed.mjs';

const OWN_STEP = new Set(['api']);

export default defineConfig({
  test: {
    // The workspace's packages (pnpm-workspace.yaml) whose `test` script is vitest's, each with its
    // own config and name. They run in the vmThreads pool: each file in a VM context of a worker
    // thread that lives for the run, instead of a child process per file. A file still has a
    // module graph and a DOM of its own, at about 70 % of the CPU (docs/testing.md). An
    // error thrown by Node's own modules comes from another realm there, so a test checks such an
    // error by its `code`, not with `instanceof Error`.
    projects: workspacePackages(import.meta.dirname)
      .filter((pkg) => !OWN_STEP.has(pkg.folder) && pkg.test.startsWith('vitest run'))
      .map((pkg) => {
        const own = `${pkg.folder}/vitest.config.ts`;
        return {
          ...(existsSync(join(import.meta.dirname, own)) ? { extends: own } : {}),
          root: pkg.folder,
          test: { name: pkg.name, pool: 'vmThreads' },
        };
      }),
    // One worker per core; vitest's default is one fewer, a single worker on a 2-core machine.
    maxWorkers: availableParallelism(),
  },
});
