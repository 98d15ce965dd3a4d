import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Each file gets its own database (a PGlite of its own, or a schema of its own on PostgreSQL),
    // so files share nothing and run side by side, one per core.
    fileParallelism: true,
    maxWorkers: 2,
    // Starting PGlite and hashing demo passwords take seconds, not milliseconds.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
