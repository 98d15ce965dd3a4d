// The unit tests of every workspace package in one run (npm test's "Unit tests" step): one pool
// of workers for all their files instead of one vitest per package. Each package keeps its own
// config (environment, include) and its `vitest run` for working on it alone. The API has a step
// of its own (two engines, a worker-wide app), so it is not among them.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { workspacePackages } from './scripts/changed.mjs';

const OWN_STEP = new Set(['api']);

export default defineConfig({
  test: {
    // The workspace's packages (pnpm-workspace.yaml) whose `test` script is vitest's.
    projects: workspacePackages(import.meta.dirname)
      .filter((pkg) => !OWN_STEP.has(pkg.folder) && pkg.test.startsWith('vitest run'))
      .map((pkg) => pkg.folder),
    // One worker per core; vitest's default is one fewer, a single worker on a 2-core machine.
    maxWorkers: availableParallelism(),
  },
});
