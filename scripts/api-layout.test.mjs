// Proof that the layout check (api-layout.mjs) refuses what it exists to refuse: an import cycle
// between two top-level folders of api/src, named with the imports that close it, and an eleventh
// folder; and that it passes a tree whose folders depend one way only.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { layoutProblems, MAX_FOLDERS } from './api-layout.mjs';

const roots = [];
after(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A src folder holding `files` ({ 'a/x.ts': 'source' }). */
function tree(files) {
  const root = mkdtempSync(join(tmpdir(), 'api-layout-'));
  roots.push(root);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

describe('api layout check', () => {
  it('passes folders that depend one way only', () => {
    const src = tree({
      'app.ts': "import { listings } from './listings/listings';\n",
      'listings/listings.ts': "import { db } from '../db/client';\nexport const listings = db;\n",
      'db/client.ts': 'export const db = 1;\n',
    });
    assert.deepEqual(layoutProblems(src), []);
  });

  it('refuses a cycle between folders and names the imports that close it', () => {
    const src = tree({
      'listings/detail.ts':
        "import { status } from '../applications/status';\nexport const detail = status;\n",
      'applications/status.ts': 'export const status = 1;\n',
      'applications/apply.ts':
        "import type { Detail } from '../listings/detail';\nexport type A = Detail;\n",
    });
    const [problem, ...rest] = layoutProblems(src);
    assert.equal(rest.length, 0);
    assert.match(problem, /An import cycle joins applications, listings/);
    assert.match(problem, /listings\/detail\.ts imports applications\/status\.ts/);
    assert.match(problem, /applications\/apply\.ts imports listings\/detail\.ts/);
  });

  it('refuses more than the allowed number of top-level folders', () => {
    const files = Object.fromEntries(
      Array.from({ length: MAX_FOLDERS + 1 }, (_, i) => [`module-${i}/index.ts`, 'export {};\n']),
    );
    const [problem] = layoutProblems(tree(files));
    assert.match(problem, new RegExp(`has ${MAX_FOLDERS + 1} top-level folders`));
  });
});
