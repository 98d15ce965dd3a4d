// npm run dev -- <remote>: one remote from its source, with Vite's dev server, inside the full site.
// Everything else runs as scripts/serve.mjs serves it (the API with its database, the other remotes'
// latest releases, the site server with the shell's build); the remote's Vite dev server takes its
// static server's place on the remote's registry port, and the site reads a copy of remotes.json
// whose entry for that remote is the dev server's remoteEntry.js. Ctrl-C stops everything.
// See docs/development.md.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES, remoteNamed } from 'shared-kit/remote-registry';
import { serve } from './serve.mjs';
import { DEV_ENTRY, root } from './services.mjs';
import { onPinnedNode } from './node-runtime.mjs';

// On an older Node (the machine's 20), this runs again under the project's pinned one.
await onPinnedNode();

/** remotes.json as released, with `remote` pointing at its dev server; returns the copy's path. */
function writeDevRemotesFile(remote, dataDir) {
  const released = process.env.REMOTES_FILE ?? join(root, 'shell', 'remotes.json');
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(released, 'utf8'));
  } catch {
    throw new Error(`${released} is missing: build first (npm run build)`);
  }
  manifest.remotes[remote.name] = { entry: `http://localhost:${remote.port}${DEV_ENTRY}` };
  const file = join(dataDir, 'run', `remotes.dev-${remote.name}.json`);
  mkdirSync(join(dataDir, 'run'), { recursive: true });
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
  return file;
}

/** The newest modification time of the files under `dir`. */
function newestChange(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce(
      (newest, entry) => Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs),
      0,
    );
}

/**
 * In the site the remote runs against the shell's build of shared-kit (a singleton the shell
 * provides), not the kit's source: say so when the source is newer than that build.
 */
function warnIfKitNewerThanShell() {
  let built;
  try {
    built = statSync(join(root, 'shell', 'dist', 'index.html')).mtimeMs;
  } catch {
    return; // serve.mjs reports the missing build
  }
  const kit = Math.max(
    newestChange(join(root, 'shared-kit', 'src')),
    statSync(join(root, 'shared-kit', 'remote-registry.mjs')).mtimeMs,
  );
  if (kit > built)
    console.warn(
      "  shared-kit changed after the shell was built. In the site the remote uses the shell's\n" +
        '  build of the kit, not its source: run npm run build first if the remote needs the change.\n',
    );
}

const name = process.argv[2];
if (!name || name.startsWith('-')) {
  console.error(
    `Usage: npm run dev -- <remote>   (one of ${REMOTES.map((r) => r.name).join(', ')})`,
  );
  process.exit(2);
}

try {
  const remote = remoteNamed(name);
  warnIfKitNewerThanShell();
  const dataDir = process.env.DATA_DIR ?? join(root, '.data');
  const apiPort = process.env.API_PORT ?? '4000';
  await serve(
    {
      DATA_DIR: dataDir,
      REMOTES_FILE: writeDevRemotesFile(remote, dataDir),
      // The dev server proxies /api here (shared-kit/vite-remote.mjs), as the site server does.
      API_URL: `http://127.0.0.1:${apiPort}`,
    },
    { dev: remote.name },
  );
  console.log(
    `  ${remote.name} runs from its source on http://localhost:${remote.port} (Vite, /api proxied):\n` +
      `  edit it and the site's page reloads with the change.\n`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
