// npm start: install, build the shell and the five remotes, compress and publish them as releases
// (scripts/release.mjs), then serve everything (the API migrates
// and seeds its embedded database on start).
import { pnpm } from './pnpm.mjs';

function step(label, args) {
  console.log(`\n> ${label}`);
  const status = pnpm(args);
  if (status !== 0) {
    console.error(`${label} failed (exit ${status}).`);
    process.exit(status);
  }
}

step('Installing dependencies', ['install', '--frozen-lockfile']);
step('Building the shell and the remotes', [
  '-r',
  '--filter',
  './shell',
  '--filter',
  './mf-*',
  'run',
  'build',
]);
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
