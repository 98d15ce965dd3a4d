// What the shell itself loads on every page, so the page can ask for all of it at once: the module
// graph of index.html's entry, dynamic imports included (the shared libraries the shell provides,
// the nav and the footer), less the code loaded only when a remote fails (the fallback screen) or
// a path is not found (the not-found view).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chunkClosure } from './chunk-closure';

/** Loaded on demand only, never on a page that works: not worth a first visit's bytes. */
const ON_DEMAND = /^assets\/(?:remote-fallback|not-found-app)-[\w-]+\.js$/;

/** The module scripts and module preloads that index.html already names (paths from dist). */
export function htmlModules(html: string): string[] {
  const refs = html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="\/([^"]+\.js)"[^>]*>/g);
  return [...new Set([...refs].map((m) => m[1] ?? ''))];
}

/** Root-relative URLs of every module the shell loads on a page, in a stable order. */
export function shellModules(dist: string): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = chunkClosure(dist, htmlModules(html), (file) => ON_DEMAND.test(file));
  return files.sort().map((file) => `/${file}`);
}
