// Proof that the docs check (check-docs.mjs) refuses what it exists to refuse, in a repository of
// its own: a link to a missing file or heading, a section named in prose that is not there, a path
// in inline code that names nothing, and an npm script that no package.json holds; and that it passes what resolves: links, anchors, paths
// from the root, the doc's folder or a package, generated (ignored) paths, exported subpaths, and
// scripts of the nearest package, of the root, or of the package a command filters.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import {
  codeSpans,
  docProblems,
  headingAnchors,
  linkTargets,
  npmScripts,
  pathCandidates,
  sectionReferences,
  slug,
} from './check-docs.mjs';

const roots = [];
after(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

const manifest = (name, scripts, extra = {}) => JSON.stringify({ name, scripts, ...extra });

/** A git repository holding a root package, an `api` package with a source file, and `files`. */
function repo(files) {
  const root = mkdtempSync(join(tmpdir(), 'check-docs-'));
  roots.push(root);
  const all = {
    'package.json': manifest('root', { test: 'x', start: 'x', bench: 'x' }),
    '.gitignore': 'dist/\nnode_modules/\n',
    'api/package.json': manifest('api', { seed: 'x' }, { exports: { './testing': './t.ts' } }),
    'api/src/listings/capacity.ts': '',
    'scripts/pnpm.mjs': '',
    'docs/guide.md': '# The guide\n\n## Where things live\n\nText.\n',
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  execFileSync('git', ['init', '-q'], { cwd: root });
  return root;
}

describe('docs check', () => {
  it('passes a doc whose links, anchors, paths and scripts all resolve', () => {
    const root = repo({
      'README.md': [
        '# Project',
        '',
        'See [the guide](docs/guide.md#where-things-live), [above](#project) and',
        '[the web](https://example.com). Run `npm test`, `npm run bench` and',
        '`node scripts/pnpm.mjs --filter api run seed`; build to `api/dist/server.mjs`.',
        'The rule is `listings/capacity.ts`; the helpers are `api/testing`. Beside the repository:',
        '`../shared/SPEC.md`. A pattern: `<remote>/releases/<id>/`, a URL path: `/robots.txt`.',
        '',
        '```sh',
        'npm start   # not a path: docs/missing.md',
        '```',
      ].join('\n'),
      'api/README.md':
        'Run `npm run seed` here and `npm start` at the root; see `src/listings/`.\n',
    });
    assert.deepEqual(docProblems(root), []);
  });

  it('refuses a link to a missing file, naming the doc and line', () => {
    const root = repo({ 'README.md': '# P\n\nSee [gone](docs/gone.md).\n' });
    assert.deepEqual(docProblems(root), ['README.md:3: link to docs/gone.md: no such file']);
  });

  it('refuses a link to a heading the target does not have', () => {
    const root = repo({ 'README.md': '[x](docs/guide.md#nowhere) and [y](#nor-here)\n' });
    assert.deepEqual(docProblems(root), [
      'README.md:1: link to docs/guide.md#nowhere: no heading with that anchor',
      'README.md:1: link to #nor-here: no heading with that anchor',
    ]);
  });

  it('refuses a section named in prose that its file does not have', () => {
    const root = repo({
      'README.md': 'As docs/guide.md, "Where things live" says; see `docs/guide.md`, "Nowhere".\n',
    });
    assert.deepEqual(docProblems(root), ['README.md:1: docs/guide.md, "Nowhere": no such heading']);
  });

  it('refuses a repository path in inline code that names nothing', () => {
    const root = repo({
      'docs/notes.md': 'Limits in `api/src/rate-limit/limits.ts`; run `node scripts/gone.mjs`.\n',
    });
    assert.deepEqual(docProblems(root), [
      'docs/notes.md:1: `api/src/rate-limit/limits.ts`: no such path',
      'docs/notes.md:1: `scripts/gone.mjs`: no such path',
    ]);
  });

  it('refuses an npm script that neither the nearest package nor the root holds', () => {
    const root = repo({
      'api/README.md': '`npm run migrate`\n',
      'docs/notes.md': '```sh\ncd api && npm run bench\n```\n',
      'README.md': '`node scripts/pnpm.mjs --filter api run lint`\n',
    });
    assert.deepEqual(docProblems(root).sort(), [
      'README.md:1: no script "lint" in api/package.json',
      'api/README.md:1: no script "migrate" in api/package.json or package.json',
      'docs/notes.md:2: no script "bench" in api/package.json',
    ]);
  });
});

describe('docs check, its readings', () => {
  it('slugs headings as GitHub does', () => {
    assert.equal(slug("The API's modules"), 'the-apis-modules');
    assert.equal(slug('Serving (what a first visit costs)'), 'serving-what-a-first-visit-costs');
    assert.equal(slug('`npm run dev`: one remote'), 'npm-run-dev-one-remote');
    const anchors = headingAnchors('# A\n\n## A\n\n```\n# not a heading\n```\n');
    assert.deepEqual([...anchors], ['a', 'a-1']);
  });

  it('reads the sections a line names in prose', () => {
    assert.deepEqual(sectionReferences('(api/README.md, "Layout") and `x.md`, "A b"'), [
      { file: 'api/README.md', heading: 'Layout' },
      { file: 'x.md', heading: 'A b' },
    ]);
  });

  it('reads code spans and links, and leaves a link written in code alone', () => {
    assert.deepEqual(codeSpans('run `npm test` or ``a `b` c``'), ['npm test', 'a `b` c']);
    assert.deepEqual(linkTargets('[a](x.md) `[b](y.md)` [c](<z y.md>)'), ['x.md']);
    assert.deepEqual(linkTargets('[ref]: docs/guide.md "title"'), ['docs/guide.md']);
  });

  it('counts as paths words with a slash under a top-level folder or with an extension', () => {
    const top = new Set(['api', 'docs', 'scripts']);
    assert.deepEqual(
      pathCandidates('node scripts/x.mjs --root api/dist listings/capacity.ts', top),
      ['scripts/x.mjs', 'api/dist', 'listings/capacity.ts'],
    );
    assert.deepEqual(pathCandidates('a/b `/tmp/x.md` <id>/x.ts api/*.ts http://x/y.md', top), []);
  });

  it('reads the scripts a command runs and the package it names', () => {
    assert.deepEqual(npmScripts('npm test -- --changed'), [{ script: 'test' }]);
    assert.deepEqual(npmScripts('cd api && npm run seed'), [{ script: 'seed', folder: 'api' }]);
    assert.deepEqual(npmScripts('node scripts/pnpm.mjs --filter mf-jobs run dev'), [
      { script: 'dev', filter: 'mf-jobs' },
    ]);
    assert.deepEqual(npmScripts('pnpm --filter api exec tsx x.ts'), []);
    assert.deepEqual(npmScripts('--filter api run <script>'), []);
  });
});
