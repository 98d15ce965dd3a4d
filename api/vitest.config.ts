import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

// The access matrix, the schema fuzz, the fault tests and the point-in-time drill run for tens of
// seconds each where most files take one or two, so they start first and the two workers end
// together. Within each group, vitest's own order: failed first, then longest by an earlier run's
// timings (a fresh clone has none).
const LONGEST = /\/test\/(access|fuzz|faults|point-in-time)\//;

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const longest = (file: TestSpecification) => LONGEST.test(file.moduleId);
    return [...sorted.filter(longest), ...sorted.filter((file) => !longest(file))];
  }
}

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // The API compiled as `npm run build` compiles it, for the tests that start it as a process.
    globalSetup: ['test/global-setup.ts'],
    // Each file gets its own database (a copy of a migrated PGlite, or a schema of its own on
    // PostgreSQL), so files share nothing and run side by side, one per core.
    fileParallelism: true,
    maxWorkers: 2,
    // A worker imports the app once for all the files it runs, not once per file: files share
    // nothing through the database, and importing the app again cost more than most files' tests.
    isolate: false,
    sequence: { sequencer: LongestFirst },
    // Starting PGlite and hashing demo passwords take seconds, not milliseconds.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
