// Compiles the API's commands once per run, with the bundler `npm run build` uses, for the tests
// that start them as processes (the fault tests, the moderator, backup and restore commands): they
// run what production runs (`node dist/server.mjs`), from this checkout's source, without
// touching dist/. Inside node_modules, where the bundles find the API's dependencies and
// package.json (its migrations).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

const API_DIR = path.resolve(import.meta.dirname, '..');
const BUNDLER = path.resolve(API_DIR, '../scripts/bundle-node.mjs');
/** The commands, as api/package.json's build script names them. */
const ENTRIES = [
  'server=src/server.ts',
  'moderator=ops/moderator-cli.ts',
  'backup=ops/backup-cli.ts',
  'restore=ops/restore-cli.ts',
  'point-in-time=ops/point-in-time-cli.ts',
];

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder holding this run's commands: `server.mjs`, `moderator.mjs`, `backup.mjs`, `restore.mjs`, `point-in-time.mjs`. */
    apiBuild: string;
  }
}

/**
 * On PostgreSQL every test file migrates a schema of its own and drops it, which leaves the
 * catalogs about 170,000 dead rows a run. Where autovacuum is off, as on this project's test
 * machines, nothing removes them: nine runs left 1.4 million, and the test database had grown
 * to 332 MB (115 MB once vacuumed). Each run vacuums what earlier runs left, in under a second.
 */
async function vacuumTestDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query('VACUUM');
  } catch (error) {
    throw new Error(`vacuuming the test database before the run failed: ${String(error)}`, {
      cause: error,
    });
  } finally {
    await client.end().catch(() => {});
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) await vacuumTestDatabase(url);
  const cache = path.join(API_DIR, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  // A folder per run, so two runs side by side do not rebuild each other's files.
  const outdir = mkdtempSync(path.join(cache, 'api-test-build-'));
  const result = spawnSync(process.execPath, [BUNDLER, outdir, ...ENTRIES], {
    cwd: API_DIR,
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    rmSync(outdir, { recursive: true, force: true });
    throw new Error(`bundling the API for the tests failed:\n${result.stderr || result.stdout}`);
  }
  project.provide('apiBuild', outdir);
  return () => rmSync(outdir, { recursive: true, force: true });
}
