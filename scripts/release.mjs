// After the build: what a deployment pipeline does with it. The shell's files get their brotli and
// gzip copies; each remote's build is published as an immutable release folder
// (`<remote>/releases/<id>/`, served by its own static server); and the site's remotes.json is
// written to point at those releases, after checking that no two releases claim one screen path.
// Releasing or rolling back one remote later is a change of
// remotes.json alone (see docs/architecture.md, "Serving").
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { precompress, publishRelease } from 'static-server';
import { REMOTES } from 'shared-kit/remote-registry';
import { parseScreens, refuseConflicts, SCREENS_FILE } from 'shared-kit/screens';
import { root } from './services.mjs';

/** The remotes.json the site server reads by default (REMOTES_FILE overrides it). */
export const REMOTES_JSON = join(root, 'shell', 'remotes.json');

export function releaseAll() {
  const shell = precompress(join(root, 'shell', 'dist'));
  console.log(
    `shell: ${shell.files} files compressed, ${(shell.bytes / 1000).toFixed(1)} kB → ${(shell.brotliBytes / 1000).toFixed(1)} kB (brotli)`,
  );
  const remotes = {};
  const declarations = [];
  for (const { name, port } of REMOTES) {
    const release = publishRelease({
      dist: join(root, name, 'dist'),
      releases: join(root, name, 'releases'),
    });
    const data = JSON.parse(readFileSync(join(release.dir, SCREENS_FILE), 'utf8'));
    declarations.push({ remote: name, screens: parseScreens(name, data) });
    remotes[name] = { entry: `http://localhost:${port}/${release.entry}` };
    console.log(`${name}: released ${release.entry}`);
  }
  refuseConflicts(declarations);
  writeFileSync(REMOTES_JSON, `${JSON.stringify({ remotes }, null, 2)}\n`);
  console.log(`remotes.json: ${REMOTES_JSON}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    releaseAll();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
