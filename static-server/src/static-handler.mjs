// Serves one folder of built files the way a CDN does. Each request looks the file up afresh, so a
// release published into the folder while the server runs is served at once; only the ETag of a
// file (a hash of its bytes) is remembered, keyed by the file's size and modification time.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { cacheControlFor } from './cache-policy.mjs';
import { contentTypeFor } from './content-type.mjs';
import { preferredEncoding } from './encoding.mjs';
import { etagMatches } from './etag.mjs';

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */
/** @typedef {import('./encoding.mjs').Encoding} Encoding */

/** @type {Record<Exclude<Encoding, 'identity'>, string>} */
const SUFFIX = { br: '.br', gzip: '.gz' };

/**
 * @typedef {object} StaticOptions
 * @property {string} root the folder served at `/`
 * @property {boolean | string[]} [cors] let other origins load the files (remotes are loaded
 *   cross-origin as module scripts): `true` any origin, a list only those (the site's origin)
 * @property {string} [fallback] a file (relative to root) sent for a path with no file and no
 *   extension, e.g. `index.html` for a single-page app served alone
 */

/**
 * @param {string} file
 * @returns {Promise<import('node:fs').Stats | undefined>}
 */
async function fileStats(file) {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A URL path as a file inside root, or undefined when it is malformed or would leave root.
 * @param {string} root
 * @param {string} url
 * @returns {{ file: string, pathname: string } | undefined}
 */
function resolvePath(root, url) {
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(url, 'http://x').pathname);
  } catch {
    return undefined;
  }
  if (pathname.includes('\0')) return undefined;
  const file = normalize(join(root, pathname));
  if (file !== root && !file.startsWith(root + sep)) return undefined;
  return { file, pathname };
}

/**
 * The request handler: `(req, res, next)`; `next` is called for a path with no file (without
 * `next`, 404). Only GET and HEAD are answered.
 * @param {StaticOptions} options
 */
export function createStaticHandler({ root, cors = false, fallback }) {
  const base = normalize(root).replace(/[/\\]+$/, '');
  /** @type {Map<string, { key: string, hash: string }>} */
  const hashes = new Map();

  /**
   * @param {string} file
   * @param {import('node:fs').Stats} stats
   */
  async function contentHash(file, stats) {
    const key = `${stats.size}:${stats.mtimeMs}`;
    const known = hashes.get(file);
    if (known?.key === key) return known.hash;
    const hash = createHash('sha256')
      .update(await readFile(file))
      .digest('base64url')
      .slice(0, 22);
    hashes.set(file, { key, hash });
    return hash;
  }

  /**
   * @param {string} pathname
   * @returns {Promise<{ file: string, pathname: string, stats: import('node:fs').Stats } | undefined>}
   */
  async function find(pathname) {
    const resolved = resolvePath(base, pathname);
    if (!resolved) return undefined;
    const stats = await fileStats(resolved.file);
    if (stats) return { ...resolved, stats };
    const last = resolved.pathname.slice(resolved.pathname.lastIndexOf('/') + 1);
    if (!fallback || last.includes('.')) return undefined;
    const file = join(base, fallback);
    const fallbackStats = await fileStats(file);
    return fallbackStats ? { file, pathname: `/${fallback}`, stats: fallbackStats } : undefined;
  }

  /**
   * @param {Request} req
   * @param {Response} res
   * @param {() => void} [next]
   */
  async function handle(req, res, next) {
    const allowed = Array.isArray(cors) ? cors : [];
    if (cors === true) res.setHeader('Access-Control-Allow-Origin', '*');
    else if (allowed.includes(req.headers.origin ?? '')) {
      res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '');
    }
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cross-Origin-Resource-Policy', cors ? 'cross-origin' : 'same-origin');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      if (next) return next();
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const found = await find(req.url ?? '/');
    if (!found) {
      if (next) return next();
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    /** @type {Set<Encoding>} */
    const stored = new Set();
    /** @type {Partial<Record<Encoding, import('node:fs').Stats>>} */
    const copies = {};
    for (const encoding of /** @type {const} */ (['br', 'gzip'])) {
      const copy = await fileStats(found.file + SUFFIX[encoding]);
      if (copy) {
        stored.add(encoding);
        copies[encoding] = copy;
      }
    }
    const encoding = preferredEncoding(req.headers['accept-encoding'], stored);
    const body = encoding === 'identity' ? found.file : found.file + SUFFIX[encoding];
    const bodyStats = encoding === 'identity' ? found.stats : copies[encoding];
    if (!bodyStats) throw new Error(`missing ${encoding} copy of ${found.file}`);
    // One ETag per representation: the same bytes compressed otherwise are another entity.
    const hash = await contentHash(found.file, found.stats);
    const etag = `"${hash}${encoding === 'identity' ? '' : `-${encoding}`}"`;
    /** @type {Record<string, string | number>} */
    const headers = {
      'Cache-Control': cacheControlFor(found.pathname),
      ETag: etag,
      'Last-Modified': found.stats.mtime.toUTCString(),
    };
    // The answer's Access-Control-Allow-Origin depends on the request's Origin.
    const vary = [
      ...(stored.size > 0 ? ['Accept-Encoding'] : []),
      ...(allowed.length ? ['Origin'] : []),
    ];
    if (vary.length > 0) headers.Vary = vary.join(', ');
    if (etagMatches(req.headers['if-none-match'], etag)) {
      res.writeHead(304, headers).end();
      return;
    }
    headers['Content-Type'] = contentTypeFor(found.pathname);
    headers['Content-Length'] = bodyStats.size;
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
    res.writeHead(200, headers);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    await pipeline(createReadStream(body), res);
  }

  /**
   * @param {Request} req
   * @param {Response} res
   * @param {() => void} [next]
   */
  return (req, res, next) => {
    handle(req, res, next).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Error');
      else res.destroy();
    });
  };
}
