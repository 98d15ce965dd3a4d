import { describe, expect, it } from 'vitest';
import { cacheControlFor, etagMatches, preferredEncoding } from '../src/index.mjs';

const both = new Set(/** @type {const} */ (['br', 'gzip']));

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, then the file itself', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(preferredEncoding('gzip', both)).toBe('gzip');
    expect(preferredEncoding('deflate', both)).toBe('identity');
    expect(preferredEncoding(undefined, both)).toBe('identity');
  });
  it('honours q=0 and the wildcard', () => {
    expect(preferredEncoding('br;q=0, gzip;q=0.5', both)).toBe('gzip');
    expect(preferredEncoding('*', both)).toBe('br');
    expect(preferredEncoding('*;q=0, gzip', both)).toBe('gzip');
    expect(preferredEncoding('BR;Q=1', both)).toBe('br');
  });
  it('never picks a copy that is not stored', () => {
    expect(preferredEncoding('br, gzip', new Set(/** @type {const} */ (['gzip'])))).toBe('gzip');
    expect(preferredEncoding('br, gzip', new Set())).toBe('identity');
  });
});

describe('cacheControlFor', () => {
  it('caches content-hashed names for a year and revalidates the rest', () => {
    expect(cacheControlFor('/assets/index-DS2YsWrg.js')).toContain('immutable');
    expect(cacheControlFor('/assets/mf-entry-bootstrap-0-08e9f3b6.js')).toContain('immutable');
    expect(cacheControlFor('/remoteEntry-Dtc7wDOR.js')).toContain('immutable');
    expect(cacheControlFor('/ab12cd34ef56/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('/index.html')).toBe('no-cache');
    expect(cacheControlFor('/remotes.json')).toBe('no-cache');
    expect(cacheControlFor('/favicon.svg')).toBe('no-cache');
  });
});

describe('etagMatches', () => {
  it('compares weakly, in a list, and matches *', () => {
    expect(etagMatches('"a", W/"b-br"', '"b-br"')).toBe(true);
    expect(etagMatches('"a"', '"b"')).toBe(false);
    expect(etagMatches('*', '"b"')).toBe(true);
    expect(etagMatches(undefined, '"b"')).toBe(false);
  });
});
