// The shell and the kit it provides learn the remotes at run time, from remotes.json and each
// release's screens.json: nothing they ship may import the remote registry (the local scripts'
// list of this repository's remotes), or adding a remote would change their build again.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');

/** The source files under `dir` that go into a build: no tests, no test helpers. */
function shipped(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .filter((file) => !/(^|\/)(__tests__|testing)\/|\.test\.tsx?$/.test(file));
}

/** The kit's plain modules the shell compiles in (imported as `shared-kit/<name>`). */
const KIT_MODULES = ['access', 'nav-entries', 'remote-names', 'screens'].map(
  (name) => `shared-kit/${name}.mjs`,
);

describe("the shell's and the kit's runtime code", () => {
  const files = [...shipped('shell/src'), ...shipped('shared-kit/src'), ...KIT_MODULES];

  it('imports no list of remotes: a new remote changes none of it', () => {
    expect(files.length).toBeGreaterThan(50);
    const importers = files.filter((file) =>
      /from\s+['"][^'"]*remote-registry(?:\.mjs)?['"]/.test(readFileSync(join(ROOT, file), 'utf8')),
    );
    expect(importers).toEqual([]);
  });
});
