// Sends a generated text body (the page, remotes.json) as the static files are sent: compressed as
// the browser accepts, with an ETag of its bytes and a 304 when the browser already has them.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { etagMatches, preferredEncoding } from 'static-server';

const cache = new Map<string, Buffer>();
const CACHE_LIMIT = 64;

function compressed(hash: string, encoding: 'br' | 'gzip', body: Buffer): Buffer {
  const key = `${hash}:${encoding}`;
  let bytes = cache.get(key);
  if (!bytes) {
    bytes =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(body, { level: 9 });
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value ?? '');
    cache.set(key, bytes);
  }
  return bytes;
}

export function sendText(
  req: IncomingMessage,
  res: ServerResponse,
  text: string,
  headers: { 'Content-Type': string; 'Cache-Control': string; Vary?: string },
): void {
  const body = Buffer.from(text);
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  const encoding = preferredEncoding(req.headers['accept-encoding'], new Set(['br', 'gzip']));
  const etag = `"${hash}${encoding === 'identity' ? '' : `-${encoding}`}"`;
  const vary = ['Accept-Encoding', ...(headers.Vary ? [headers.Vary] : [])].join(', ');
  const common = { ...headers, ETag: etag, Vary: vary };
  if (etagMatches(req.headers['if-none-match'], etag)) {
    res.writeHead(304, common).end();
    return;
  }
  const bytes = encoding === 'identity' ? body : compressed(hash, encoding, body);
  res.writeHead(200, {
    ...common,
    'Content-Length': bytes.length,
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
  });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}
