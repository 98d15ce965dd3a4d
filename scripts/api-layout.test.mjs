// Proof that the layout check (api-layout.mjs) refuses what it exists to refuse against the real
// layer table: an import its row does not allow (named with its file, the import and the row), the
// one that would close a cycle among them, and a folder without a row; and a table that lets a
// layer import one above it, or keeps an allowance nothing uses. It passes imports the rows allow.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { layoutProblems, unusedAllowances } from './api-layout.mjs';

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

  it('passes an import its row allows', () => {
    const src = tree({
      'alerts/matcher.ts': "import { open } from '../listings/capacity';\nexport const m = open;\n",
      'listings/capacity.ts': 'export const open = 1;\n',
    });
    assert.deepEqual(layoutProblems(src), []);
  });

  it('refuses an import from alerts into applications, naming the file, the import and the rule', () => {
    const src = tree({
      'alerts/matcher.ts':
        "import { status } from '../applications/status';\nexport const m = status;\n",
      'applications/status.ts': 'export const status = 1;\n',
    });
    const [problem, ...rest] = layoutProblems(src);
    assert.equal(rest.length, 0);
    assert.match(problem, /^alerts\/matcher\.ts imports '\.\.\/applications\/status'/);
    assert.match(problem, /\(applications\/status\.ts\)/);
    assert.match(problem, /alerts may import only listings, accounts, mail, places, plugins, db/);
    assert.match(problem, /the layer table of scripts\/api-layout\.mjs/);
  });

  it('refuses the import that would close a cycle between folders', () => {
    const src = tree({
      'listings/detail.ts':
        "import { status } from '../applications/status';\nexport const detail = status;\n",
      'applications/status.ts': 'export const status = 1;\n',
      'applications/apply.ts':
        "import type { Detail } from '../listings/detail';\nexport type A = Detail;\n",
    });
    const [problem, ...rest] = layoutProblems(src);
    assert.equal(rest.length, 0);
    assert.match(problem, /^listings\/detail\.ts imports '\.\.\/applications\/status'/);
    assert.match(problem, /listings may import only accounts, mail, storage, places, plugins, db/);
  });

  it('refuses a top-level folder or file without a row', () => {
    const src = tree({ 'reports/index.ts': 'export {};\n', 'util.ts': 'export {};\n' });
    const problems = layoutProblems(src);
    assert.equal(problems.length, 2);
    assert.match(problems[0], /^api\/src\/reports has no row in the layer table/);
    assert.match(problems[1], /^api\/src\/util\.ts has no row in the layer table/);
  });

  it('refuses a table that lets a layer import one above it', () => {
    const table = [
      { unit: 'applications', imports: ['listings'] },
      { unit: 'listings', imports: ['applications'] },
    ];
    const [problem, ...rest] = layoutProblems(tree({}), table);
    assert.equal(rest.length, 0);
    assert.match(problem, /^listings's row lets it import applications, which is not below it/);
  });

  it('refuses an allowance no import uses', () => {
    const src = tree({
      'listings/detail.ts': "import { db } from '../db/client';\nexport const detail = db;\n",
      'db/client.ts': 'export const db = 1;\n',
    });
    const table = [
      { unit: 'listings', imports: ['places', 'db'] },
      { unit: 'places', imports: [] },
      { unit: 'db', imports: [] },
    ];
    assert.deepEqual(layoutProblems(src, table), []);
    const [problem, ...rest] = unusedAllowances(src, table);
    assert.equal(rest.length, 0);
    assert.match(problem, /^listings's row lets it import places, but no file of listings does/);
  });
});
