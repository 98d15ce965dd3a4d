// The site tables: one row per page for the first visit and one for the repeat visit, the
// caption naming what is measured.
//   cd bench && node_modules/.bin/tsx --test src/report/tables.test.ts
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { summarise } from '../site/summary';
import type { Transfer } from '../site/transfer';
import type { PageVisits } from '../site/visit';
import type { EngineResult } from '../api/run-api';
import { growthTables, siteTables } from './tables';

const js = (url: string, over: Partial<Transfer>): Transfer => ({
  url,
  type: 'Script',
  mimeType: 'text/javascript',
  status: 200,
  fromCache: false,
  encoding: 'br',
  transferBytes: 0,
  bodyBytes: 0,
  dataReceivedBytes: 0,
  failed: false,
  ...over,
});

const page: PageVisits = {
  label: '/about',
  url: 'http://localhost:4173/about',
  finalPath: '/about',
  lcpMs: 500,
  libraries: [{ name: 'react', downloads: 1, instances: 1 }],
  first: summarise([
    js('http://localhost:4173/assets/index-1.js', { bodyBytes: 2048 }),
    js('http://localhost:4105/remoteEntry.js', { bodyBytes: 1024, encoding: 'gzip' }),
  ]),
  repeat: summarise([
    js('http://localhost:4173/assets/index-1.js', { fromCache: true }),
    js('http://localhost:4105/remoteEntry.js', { status: 304 }),
  ]),
  transfers: { first: [] },
};

void test('first and repeat visit rows, captioned with what is measured', () => {
  const lines = siteTables(
    { date: 'd', machine: 'm', concurrency: 1, durationS: 1, warmupS: 1 },
    { pages: [page], lighthouse: [] },
  ).split('\n');
  assert.ok(
    lines.some((l) => l.includes('encoded body bytes') && l.includes('as Chromium counts it')),
  );
  assert.ok(lines.includes('| /about | 2.0 | 1.0 | 3.0 | 2 | br 1, gzip 1 | 3.0 | 2 |'));
  assert.ok(lines.includes('| /about | 2 | 1 | 1 | 0 | 0 | 0.0 | 2 | 1 | 0.0 | nothing |'));
  assert.ok(lines.includes('| /about | 1 dl / 1 init | n/a | n/a | n/a | yes |'));
});

void test("the growth table gives each call's p99 at each size and its growth from the smallest", () => {
  const result = (listings: number, p99s: [string, number][]): EngineResult =>
    ({
      engine: 'postgres',
      seed: { counts: { listings, applications: listings / 5 } },
      endpoints: p99s.map(([name, p99]) => ({ name, p99 })),
    }) as unknown as EngineResult;
  const lines = growthTables([
    result(1_000_000, [
      ['GET /health', 8],
      ['Job page', 15],
    ]),
    result(100_000, [
      ['GET /health', 8],
      ['Job page', 10],
    ]),
  ]);
  assert.ok(
    lines.includes('| call | p99 ms at 100,000 | p99 ms at 1,000,000 | growth to 1,000,000 |'),
  );
  assert.ok(lines.includes('| Job page | 10.00 | 15.00 | 1.50× |'));
  assert.deepEqual(growthTables([result(100_000, [['GET /health', 8]])]), []);
});
