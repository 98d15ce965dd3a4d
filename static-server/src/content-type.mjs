// The Content-Type of the files a front-end build holds.

/** @type {Record<string, string>} */
const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

/**
 * @param {string} pathname
 * @returns {string}
 */
export function contentTypeFor(pathname) {
  const dot = pathname.lastIndexOf('.');
  return (
    (dot === -1 ? undefined : TYPES[pathname.slice(dot).toLowerCase()]) ??
    'application/octet-stream'
  );
}

/** Extensions worth storing compressed: text formats (images and fonts are compressed already). */
export const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.json',
  '.map',
  '.svg',
  '.txt',
]);
