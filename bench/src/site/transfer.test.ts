// The recorder against a server whose bytes we know: a gzip body counts its compressed length,
// a plain body its length, a 304 and a cache hit nothing. Runs Debian Chromium (CHROMIUM_PATH).
//   cd bench && node_modules/.bin/tsx --test src/site/transfer.test.ts
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, config } from '../config';
import { recordTransfers, type Transfer } from './transfer';

const code = (name: string) => `window.${name} = ${JSON.stringify('x'.repeat(20_000))};\n`;
const GZIPPED = gzipSync(code('hashed'));
const PLAIN = Buffer.from(code('entry'));
const html =
  '<!doctype html><script src="/assets/app-1a2b3c.js"></script><script src="/remoteEntry.js"></script>';

const server = createServer((req, res) => {
  if (req.url === '/assets/app-1a2b3c.js') {
    res.writeHead(200, {
      'content-type': 'text/javascript',
      'content-encoding': 'gzip',
      'content-length': GZIPPED.length,
      'cache-control': 'public, max-age=31536000, immutable',
    });
    res.end(GZIPPED);
  } else if (req.url === '/remoteEntry.js') {
    if (req.headers['if-none-match'] === '"v1"') {
      res.writeHead(304, { etag: '"v1"', 'cache-control': 'no-cache' });
      res.end();
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/javascript',
      'content-length': PLAIN.length,
      etag: '"v1"',
      'cache-control': 'no-cache',
    });
    res.end(PLAIN);
  } else {
    res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-store' });
    res.end(html);
  }
});
let browser: Browser;
let base: string;

before(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: config.chromium, args: CHROMIUM_ARGS });
});
after(async () => {
  await browser.close();
  server.close();
});

void test('encoded body bytes on a first visit; nothing for a 304 or a cache hit on the next', async () => {
  const context = await browser.newContext();
  const visit = async () => {
    const page = await context.newPage();
    const recorder = await recordTransfers(context, page);
    await page.goto(base, { waitUntil: 'networkidle' });
    const transfers = recorder.transfers();
    await recorder.stop();
    await page.close();
    const byPath = (path: string) => transfers.find((t) => new URL(t.url).pathname === path);
    return { hashed: byPath('/assets/app-1a2b3c.js'), entry: byPath('/remoteEntry.js') };
  };
  const pick = (t: Transfer | undefined) =>
    t && { status: t.status, fromCache: t.fromCache, encoding: t.encoding, bodyBytes: t.bodyBytes };

  const first = await visit();
  assert.deepEqual(pick(first.hashed), {
    status: 200,
    fromCache: false,
    encoding: 'gzip',
    bodyBytes: GZIPPED.length,
  });
  assert.deepEqual(pick(first.entry), {
    status: 200,
    fromCache: false,
    encoding: '',
    bodyBytes: PLAIN.length,
  });
  assert.equal(first.hashed?.dataReceivedBytes, GZIPPED.length, 'dataReceived agrees');

  const repeat = await visit();
  assert.deepEqual(pick(repeat.hashed), {
    status: 200,
    fromCache: true,
    encoding: 'gzip',
    bodyBytes: 0,
  });
  assert.equal(repeat.hashed?.transferBytes, 0);
  assert.equal(repeat.entry?.status, 304);
  assert.equal(repeat.entry?.bodyBytes, 0);
  assert.ok((repeat.entry?.transferBytes ?? 0) > 0, 'a 304 still costs its headers');
  await context.close();
});
