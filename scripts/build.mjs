// npm run build: every deployable package, then the release step. The API and the site server are
// compiled to JavaScript for node (scripts/bundle-node.mjs); the shell and the remotes are built by
// Vite; scripts/release.mjs then compresses the shell and publishes each remote as a release.
// npm start and npm test build through the same list.
import { pnpm } from './pnpm.mjs';

/** pnpm arguments that build the API, the shell (with its server) and every remote. */
export const BUILD_ARGS = [
  '-r',
  ...['--filter', './api', '--filter', './shell', '--filter', './mf-*'],
  'run',
  'build',
];

if (import.meta.url === `file://${process.argv[1]}`) {
  const status = pnpm(BUILD_ARGS);
  if (status !== 0) process.exit(status);
  const { releaseAll } = await import('./release.mjs');
  try {
    releaseAll();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
