import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** The remotes.json the suite's site server reads (REMOTES_FILE): a copy tests may rewrite. */
export const REMOTES_FILE = resolve(import.meta.dirname, '../../.e2e-data/remotes.json');
const SHIPPED = resolve(import.meta.dirname, '../../shell/remotes.json');

type Manifest = { remotes: Record<string, { entry: string }> };

/**
 * Copies the shipped remotes.json to REMOTES_FILE. Called from the config in Playwright's main
 * process only: workers load the config too, and must not undo a release a test is making.
 */
export function prepareRemotesFile(): void {
  if (process.env.TEST_WORKER_INDEX !== undefined) return;
  mkdirSync(dirname(REMOTES_FILE), { recursive: true });
  copyFileSync(SHIPPED, REMOTES_FILE);
}

/** The entry remotes.json currently gives a remote. */
export function currentEntry(remote: string): string {
  const manifest = JSON.parse(readFileSync(REMOTES_FILE, 'utf8')) as Manifest;
  const entry = manifest.remotes[remote]?.entry;
  if (!entry) throw new Error(`${remote} is not in ${REMOTES_FILE}`);
  return entry;
}

/**
 * Releases (or rolls back) one remote the way a team does: by rewriting its entry in remotes.json
 * and nothing else. Returns a function that puts the previous file back.
 */
export function releaseRemote(remote: string, entry: string): () => void {
  const before = readFileSync(REMOTES_FILE, 'utf8');
  const manifest = JSON.parse(before) as Manifest;
  manifest.remotes[remote] = { entry };
  writeFileSync(REMOTES_FILE, `${JSON.stringify(manifest, null, 2)}\n`);
  return () => writeFileSync(REMOTES_FILE, before);
}
