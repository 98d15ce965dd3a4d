// Sends a generated text body (the page, remotes.json, robots.txt, the sitemap) as the static files
// are sent: compressed as the browser accepts, with an ETag of its bytes and a 304 when the browser
// already has them.
// Every distinct URL can make a distinct page, so compressing must not hold the event loop: it runs
// on libuv's thread pool, at brotli quality 5 / gzip level 6 (a few per cent larger than 9 for a
// page of this size, at a fraction of the time; docs/adr/0040-pages-are-compressed-at-brotli-5.md).
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { etagMatches, preferredEncoding } from 'static-server';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const cache = new Map<string, Buffer>();
const CACHE_LIMIT = 64;

/** Brotli quality and gzip level of generated text. */
export const TEXT_BROTLI_QUALITY = 5;
export const TEXT_GZIP_LEVEL = 6;

async function compressed(hash: string, encoding: 'br' | 'gzip', body: Buffer): Promise<Buffer> {
  const key = `${hash}:${encoding}`;
  let bytes = cache.get(key);
  if (!bytes) {
    bytes =
      encoding === 'br'
        ? await brotliAsync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: TEXT_BROTLI_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : await gzipAsync(body, { level: TEXT_GZIP_LEVEL });
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value ?? '');
    cache.set(key, bytes);
  }
  return bytes;
}

/**
 * Sends `text` with `status` (200 unless given). Only a 200 carries an ETag and answers a matching
 * If-None-Match with 304: a 304 stands for a 200 the browser already has, never for a 404 or 410.
 */
export async function sendText(
  req: IncomingMessage,
  res: ServerResponse,
  text: string,
  headers: { 'Content-Type': string; 'Cache-Control': string; Vary?: string },
  status = 200,
): Promise<void> {
  const body = Buffer.from(text);
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  const encoding = preferredEncoding(req.headers['accept-encoding'], new Set(['br', 'gzip']));
  const etag = `"${hash}${encoding === 'identity' ? '' : `-${encoding}`}"`;
  const vary = ['Accept-Encoding', ...(headers.Vary ? [headers.Vary] : [])].join(', ');
  const common = { ...headers, ...(status === 200 ? { ETag: etag } : {}), Vary: vary };
  if (status === 200 && etagMatches(req.headers['if-none-match'], etag)) {
    res.writeHead(304, common).end();
    return;
  }
  const bytes = encoding === 'identity' ? body : await compressed(hash, encoding, body);
  res.writeHead(status, {
    ...common,
    'Content-Length': bytes.length,
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
  });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}
