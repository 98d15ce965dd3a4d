// Writes a brotli (quality 11) and a gzip (level 9) copy beside every text file of a build, once,
// at build time, so the server never compresses while answering. A copy that would not be smaller
// than the file (a tiny chunk) is not written: the server then sends the file itself.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { COMPRESSIBLE } from './content-type.mjs';

/**
 * @param {string} dir
 * @returns {string[]}
 */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((file) => statSync(file).isFile());
}

/**
 * @param {Buffer} bytes
 * @returns {Buffer}
 */
export function brotli(bytes) {
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/**
 * @param {Buffer} bytes
 * @returns {Buffer}
 */
export function gzip(bytes) {
  return gzipSync(bytes, { level: 9 });
}

/**
 * Compresses every text file under dir; returns the bytes before and after (brotli) for a report.
 * @param {string} dir
 * @returns {{ files: number, bytes: number, brotliBytes: number }}
 */
export function precompress(dir) {
  const report = { files: 0, bytes: 0, brotliBytes: 0 };
  for (const file of filesUnder(dir)) {
    const extension = extname(file);
    if (extension === '.br' || extension === '.gz' || !COMPRESSIBLE.has(extension)) continue;
    const bytes = readFileSync(file);
    report.files += 1;
    report.bytes += bytes.length;
    let smallest = bytes.length;
    for (const [suffix, compress] of /** @type {const} */ ([
      ['.br', brotli],
      ['.gz', gzip],
    ])) {
      const copy = compress(bytes);
      if (copy.length < bytes.length) writeFileSync(file + suffix, copy);
      else rmSync(file + suffix, { force: true });
      if (suffix === '.br') smallest = Math.min(smallest, copy.length);
    }
    report.brotliBytes += smallest;
  }
  return report;
}
