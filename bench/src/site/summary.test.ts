// The per-page figures from Chromium's transfer records.
//   cd bench && node_modules/.bin/tsx --test src/site/summary.test.ts
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { describeBodies, isEntryScript, summarise } from './summary';
import type { Transfer } from './transfer';

const t = (url: string, over: Partial<Transfer> = {}): Transfer => ({
  url,
  type: url.endsWith('.js') ? 'Script' : 'Fetch',
  mimeType: url.endsWith('.js') ? 'text/javascript' : 'application/json',
  status: 200,
  fromCache: false,
  encoding: '',
  transferBytes: (over.bodyBytes ?? 0) + 200,
  bodyBytes: 0,
  dataReceivedBytes: over.bodyBytes ?? 0,
  failed: false,
  ...over,
});

void test('a first visit: JS bytes by package and encoding, every request counted', () => {
  const figures = summarise([
    t('http://localhost:4173/jobs/search', {
      type: 'Document',
      mimeType: 'text/html',
      bodyBytes: 900,
    }),
    t('http://localhost:4173/assets/index-abc123.js', { bodyBytes: 30_000, encoding: 'br' }),
    t('http://localhost:4173/assets/__loadShare__react-abc123.js', {
      bodyBytes: 50_000,
      encoding: 'br',
    }),
    t('http://localhost:4102/r1/remoteEntry.js', { bodyBytes: 5_000, encoding: 'gzip' }),
    t('http://localhost:4102/r1/assets/app-abc123.js', { bodyBytes: 20_000 }),
    t('http://localhost:4173/api/system/job-categories', { bodyBytes: 300 }),
    t('data:image/svg+xml,<svg/>', { type: 'Image', mimeType: 'image/svg+xml', fromCache: true }),
  ]);
  assert.deepEqual(figures.jsBytesByGroup, { shell: 30_000, shared: 50_000, 'mf-jobs': 25_000 });
  assert.equal(figures.jsBytes, 105_000);
  assert.equal(figures.jsRequests, 4);
  assert.deepEqual(figures.jsEncodings, { br: 2, gzip: 1, identity: 1 });
  assert.equal(figures.allBytes, 106_200);
  assert.equal(figures.allRequests, 6, 'a data: URL is not a request');
  assert.equal(figures.jsBodiesNotEntry, 3);
});

void test('a repeat visit: cache hits and 304s carry no body; only bodies are listed', () => {
  const figures = summarise([
    t('http://localhost:4173/jobs/search', { type: 'Document', status: 304, transferBytes: 180 }),
    t('http://localhost:4173/assets/index-abc123.js', { fromCache: true, transferBytes: 0 }),
    t('http://localhost:4102/r1/remoteEntry.js', { status: 304, transferBytes: 150 }),
    t('http://localhost:4103/remoteEntry.js', { bodyBytes: 4_000 }),
    t('http://localhost:4173/remotes.json', { bodyBytes: 380 }),
    t('http://localhost:4173/api/places/ip-location', { bodyBytes: 90 }),
    t('http://localhost:4173/api/system/job-categories', { bodyBytes: 280 }),
    t('http://localhost:4102/r1/assets/app-abc123.js', { failed: true, status: 0 }),
  ]);
  assert.equal(figures.jsRequests, 4);
  assert.equal(figures.jsCacheHits, 1);
  assert.equal(figures.jsRevalidated, 1);
  assert.equal(figures.revalidated, 2);
  assert.deepEqual(
    figures.jsBodies.map((b) => b.url),
    ['http://localhost:4103/remoteEntry.js'],
  );
  assert.equal(figures.jsBodiesNotEntry, 0, 'a changed remoteEntry.js may come back with a body');
  assert.equal(figures.jsBytes, 4_000);
  assert.equal(describeBodies(figures.bodies), 'remoteEntry.js, remotes.json, 2 API calls');
  assert.equal(describeBodies([]), 'nothing');
});

void test('entry scripts are remoteEntry.js at any path; hashed files are not', () => {
  assert.ok(isEntryScript('http://localhost:4102/remoteEntry.js'));
  assert.ok(isEntryScript('http://localhost:4102/2026-11-23.1/remoteEntry.js'));
  assert.ok(!isEntryScript('http://localhost:4173/remoteEntry-Dtc7wDOR.js'));
  assert.ok(!isEntryScript('http://localhost:4102/assets/app-eHCJKqHa.js'));
});
