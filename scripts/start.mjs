// npm start: install, build the API, the shell and the remotes (scripts/build.mjs), compress and
// publish them as releases (scripts/release.mjs), then serve everything as compiled (the API
// migrates and seeds its embedded database on start).
import { BUILD_ARGS } from './build.mjs';
import { pnpm } from './pnpm.mjs';
import { onPinnedNode } from './node-runtime.mjs';

// On an older Node (the machine's 20), this runs again under the project's pinned one.
await onPinnedNode();

function step(label, args) {
  console.log(`\n> ${label}`);
  const status = pnpm(args);
  if (status !== 0) {
    console.error(`${label} failed (exit ${status}).`);
    process.exit(status);
  }
}

step('Installing dependencies', ['install', '--frozen-lockfile']);
step('Building the API, the shell and the remotes', BUILD_ARGS);
console.log('\n> Compressing and publishing the builds');
// Imported only now: they need the workspace's packages (static-server, shared-kit's remote
// registry), which the first step installed.
const { releaseAll } = await import('./release.mjs');
const { serve } = await import('./serve.mjs');
releaseAll();
serve().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
