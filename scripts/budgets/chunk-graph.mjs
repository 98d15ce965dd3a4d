// The JavaScript a built package makes the browser download, found by following the import
// statements in its dist: static imports and re-exports (loaded with the importer) and dynamic
// import() calls (loaded on demand, e.g. a remote's screens on first mount).
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'`]([^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g;

/** Reads a built JavaScript file once; its imports resolved to absolute paths inside dist. */
function makeReader(distDir) {
  const cache = new Map();
  return (file) => {
    const known = cache.get(file);
    if (known) return known;
    const code = readFileSync(file, 'utf8');
    const resolveSpecifier = (specifier) =>
      specifier.startsWith('/') ? join(distDir, specifier) : resolve(dirname(file), specifier);
    const targets = (pattern) =>
      [...code.matchAll(pattern)]
        .map((m) => m[1] ?? '')
        .filter((s) => s.startsWith('.') || s.startsWith('/'))
        .map(resolveSpecifier);
    const entry = {
      code,
      gzip: gzipSync(code).length,
      imports: targets(STATIC_IMPORT),
      dynamicImports: targets(DYNAMIC_IMPORT),
    };
    cache.set(file, entry);
    return entry;
  };
}

/** Every file reachable from `roots`, never entering a file in `stop`. */
function closure(read, roots, stop = new Set()) {
  const seen = new Set();
  const queue = roots.filter((f) => !stop.has(f));
  while (queue.length) {
    const file = queue.pop();
    if (file === undefined || seen.has(file)) continue;
    seen.add(file);
    const { imports, dynamicImports } = read(file);
    for (const next of [...imports, ...dynamicImports]) if (!stop.has(next)) queue.push(next);
  }
  return seen;
}

/** The entry files of an index.html: its module script and the modules it preloads. */
export function htmlEntries(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="([^"]+\.js)"/g)];
  return refs.map((m) => (m[1] ?? '').replace(/^\.?\//, '')).map((f) => join(distDir, f));
}

/**
 * Splits what a package's entries reach into its own code and the shared-library fallbacks: the
 * chunks its Module Federation share map imports only when no other container has provided the
 * library (the `__prebuild__` copies and shared-kit's source). A remote composed into the shell
 * never downloads those, so they are counted apart as "shared".
 */
export function measurePackage(distDir, entryFiles) {
  const read = makeReader(distDir);
  const everything = closure(read, entryFiles);
  const shareMaps = [...everything].filter((f) => /localSharedImportMap/.test(f));
  const fallbackRoots = new Set(shareMaps.flatMap((f) => read(f).dynamicImports));
  const own = closure(read, entryFiles, fallbackRoots);
  const shared = [...closure(read, [...fallbackRoots])].filter((f) => !own.has(f));
  const sum = (files) => [...files].reduce((total, f) => total + read(f).gzip, 0);
  const name = (f) => relative(distDir, f);
  return {
    own: { gzip: sum(own), files: [...own].map(name).sort() },
    shared: { gzip: sum(shared), files: shared.map(name).sort() },
    code: (file) => read(join(distDir, file)).code,
  };
}
