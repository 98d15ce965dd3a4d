// `npm run point-in-time -- base-backup <folder> | restore <folder> --wal-archive <dir> --pgdata
// <dir> [--to <time> | --to-name <point>] | mark <name>`: point-in-time recovery of the API's
// PostgreSQL database (docs/operations.md), run from the built API (api/dist/point-in-time.mjs,
// made by `npm start` or `npm run build`) under the project's pinned Node, on the server
// DATABASE_URL names.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { onPinnedNode } from './node-runtime.mjs';

await onPinnedNode();

const root = new URL('..', import.meta.url).pathname;
const entry = join(root, 'api/dist/point-in-time.mjs');
if (!existsSync(entry)) {
  console.error('The API is not built yet: run `npm start` or `npm run build` first.');
  process.exit(1);
}
const result = spawnSync(
  process.execPath,
  ['--enable-source-maps', entry, ...process.argv.slice(2)],
  // Folders given relative to where the operator ran `npm run` (npm itself runs at the root).
  { cwd: process.env.INIT_CWD ?? process.cwd(), stdio: 'inherit' },
);
process.exit(result.status ?? 1);
