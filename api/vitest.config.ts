import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Each file gets its own database; running files one at a time keeps PGlite's memory and the
    // shared PostgreSQL server's load predictable.
    fileParallelism: false,
    // Starting PGlite and hashing demo passwords take seconds, not milliseconds.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
