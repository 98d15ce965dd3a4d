// A production static server for built front ends, as a CDN serves them: precompressed brotli and
// gzip copies chosen by Accept-Encoding, year-long immutable caching for content-hashed files,
// revalidation (ETag, 304) for the few files whose name stays the same across releases.
export { cacheControlFor } from './cache-policy.mjs';
export { preferredEncoding } from './encoding.mjs';
export { precompress } from './precompress.mjs';
export { publishRelease } from './release.mjs';
export { createStaticHandler } from './static-handler.mjs';
export { etagMatches } from './etag.mjs';
export { closeGracefully } from './graceful-close.mjs';
