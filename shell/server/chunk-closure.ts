// The JavaScript files a built module reaches, read from the files themselves: static imports and
// re-exports (`import … from "./x.js"`) and dynamic `import("./x.js")` calls.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'`]([^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g;

function importsOf(dist: string, file: string): string[] {
  const code = readFileSync(join(dist, file), 'utf8');
  const specifiers = [...code.matchAll(STATIC_IMPORT), ...code.matchAll(DYNAMIC_IMPORT)]
    .map((m) => m[1] ?? '')
    .filter((s) => s.startsWith('.') || s.startsWith('/'));
  return specifiers.map((s) =>
    relative(dist, s.startsWith('/') ? join(dist, s) : resolve(dirname(join(dist, file)), s)),
  );
}

/**
 * Every file under `dist` reached from `roots` (paths relative to dist), never entering a file
 * `skip` accepts: the code a page loads on demand only (a fallback screen) is not preloaded.
 */
export function chunkClosure(
  dist: string,
  roots: readonly string[],
  skip: (file: string) => boolean = () => false,
): string[] {
  const seen = new Set<string>();
  const queue = roots.filter((f) => !skip(f));
  while (queue.length) {
    const file = queue.pop();
    if (file === undefined || seen.has(file)) continue;
    seen.add(file);
    for (const next of importsOf(dist, file)) if (!seen.has(next) && !skip(next)) queue.push(next);
  }
  return [...seen];
}
