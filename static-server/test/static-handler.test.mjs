import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler, precompress } from '../src/index.mjs';

/** @type {string} */
let root;
/** @type {import('node:http').Server} */
let server;
/** @type {string} */
let base;
const code = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;

/**
 * @param {string} path
 * @param {Record<string, string>} [headers]
 * @param {string} [method]
 */
function get(path, headers = {}, method = 'GET') {
  // fetch would decompress and hide the encoding: use the raw bytes.
  return new Promise((resolve, reject) => {
    const url = new URL(path, base);
    import('node:http').then(({ request }) => {
      const req = request(url, { method, headers }, (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    }, reject);
  });
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'static-handler-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'assets', 'index-DS2YsWrg.js'), code);
  writeFileSync(join(root, 'remoteEntry.js'), code);
  writeFileSync(join(root, 'assets', 'tiny-BWaJ3C7D.js'), 'export{};\n');
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>alone</title>');
  writeFileSync(join(tmpdir(), 'secret.txt'), 'outside');
  precompress(root);
  const handler = createStaticHandler({ root, cors: true, fallback: 'index.html' });
  server = createServer((req, res) => handler(req, res));
  await new Promise((r) => server.listen(0, '127.0.0.1', () => r(undefined)));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('static handler', () => {
  it('sends the brotli copy to a browser that accepts it, with Vary and a year of caching for a hashed name', async () => {
    const res = /** @type {any} */ (
      await get('/assets/index-DS2YsWrg.js', { 'accept-encoding': 'gzip, deflate, br, zstd' })
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(code.length / 10);
    expect(brotliDecompressSync(res.body).toString()).toBe(code);
  });

  it('sends gzip when brotli is refused or not offered, and the file itself otherwise', async () => {
    const gz = /** @type {any} */ (
      await get('/assets/index-DS2YsWrg.js', { 'accept-encoding': 'gzip, br;q=0' })
    );
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(code);
    const plain = /** @type {any} */ (await get('/assets/index-DS2YsWrg.js'));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(code);
    expect(plain.headers.vary).toBe('Accept-Encoding');
  });

  it('sends a tiny file as it is: no compressed copy was written for it', async () => {
    const res = /** @type {any} */ (
      await get('/assets/tiny-BWaJ3C7D.js', { 'accept-encoding': 'br, gzip' })
    );
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe('export{};\n');
  });

  it('makes remoteEntry.js revalidate: ETag per encoding, 304 without a body when it matches', async () => {
    const first = /** @type {any} */ (await get('/remoteEntry.js', { 'accept-encoding': 'br' }));
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^".+-br"$/);
    const again = /** @type {any} */ (
      await get('/remoteEntry.js', { 'accept-encoding': 'br', 'if-none-match': etag })
    );
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const plain = /** @type {any} */ (await get('/remoteEntry.js', { 'if-none-match': etag }));
    expect(plain.status).toBe(200);
    expect(plain.headers.etag).not.toBe(etag);
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = /** @type {any} */ (await get('/remoteEntry.js', {}, 'HEAD'));
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const post = /** @type {any} */ (await get('/remoteEntry.js', {}, 'POST'));
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('never serves a file outside its folder, and 404s a missing asset', async () => {
    for (const path of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/%00',
      '/%E0%A4%A',
    ]) {
      const res = /** @type {any} */ (await get(path));
      expect(res.body.toString()).not.toContain('outside');
      expect([200, 404]).toContain(res.status);
    }
    expect(/** @type {any} */ (await get('/assets/missing-AAAAAAAA.js')).status).toBe(404);
  });

  it('sends the fallback page for an app route (no extension), as a page served alone needs', async () => {
    const res = /** @type {any} */ (await get('/about'));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.toString()).toContain('alone');
  });
});

describe('a remote served for one site', () => {
  it("lets only the site's origin load the files cross-origin, and says nosniff", async () => {
    const site = 'http://localhost:4173';
    const handler = createStaticHandler({ root, cors: [site] });
    const only = createServer((req, res) => handler(req, res));
    await new Promise((r) => only.listen(0, '127.0.0.1', () => r(undefined)));
    const address = only.address();
    const saved = base;
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      const fromSite = /** @type {any} */ (
        await get('/remoteEntry.js', { origin: site, 'accept-encoding': 'br' })
      );
      expect(fromSite.headers['access-control-allow-origin']).toBe(site);
      expect(fromSite.headers.vary).toBe('Accept-Encoding, Origin');
      expect(fromSite.headers['x-content-type-options']).toBe('nosniff');
      const fromElsewhere = /** @type {any} */ (
        await get('/remoteEntry.js', { origin: 'https://evil.example' })
      );
      expect(fromElsewhere.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      base = saved;
      only.close();
    }
  });
});
