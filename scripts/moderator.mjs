// `npm run moderator -- add <email> | remove <email> | list`: the operator's command
// for moderators, run from the built API (api/dist/moderator.mjs, made by `npm start` or
// `npm run build`) under the project's pinned Node, on the database the environment names
// (DATABASE_URL, or DATA_DIR's embedded one, by default the one `npm start` uses).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { onPinnedNode } from './node-runtime.mjs';

await onPinnedNode();

const root = new URL('..', import.meta.url).pathname;
const entry = join(root, 'api/dist/moderator.mjs');
if (!existsSync(entry)) {
  console.error('The API is not built yet: run `npm start` or `npm run build` first.');
  process.exit(1);
}
const result = spawnSync(
  process.execPath,
  ['--enable-source-maps', entry, ...process.argv.slice(2)],
  {
    cwd: join(root, 'api'),
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? join(root, '.data') },
  },
);
process.exit(result.status ?? 1);
