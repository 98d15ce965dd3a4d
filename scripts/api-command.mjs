// Runs one of the built API's operator commands (api/dist/<name>.mjs, made by `npm start` or
// `npm run build`) under the project's pinned Node, on the settings of the environment, with
// DATA_DIR by default the one `npm start` uses.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { onPinnedNode } from './node-runtime.mjs';

/**
 * Runs api/dist/<name>.mjs with `args` and exits with its status; in api/ unless `cwd` says where
 * (a command that takes folders relative to where the operator typed `npm run`).
 */
export async function runApiCommand(name, args, { cwd } = {}) {
  await onPinnedNode();
  const root = new URL('..', import.meta.url).pathname;
  const entry = join(root, `api/dist/${name}.mjs`);
  if (!existsSync(entry)) {
    console.error('The API is not built yet: run `npm start` or `npm run build` first.');
    process.exit(1);
  }
  const result = spawnSync(process.execPath, ['--enable-source-maps', entry, ...args], {
    cwd: cwd ?? join(root, 'api'),
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? join(root, '.data') },
  });
  process.exit(result.status ?? 1);
}
