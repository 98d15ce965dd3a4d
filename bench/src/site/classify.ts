// Which package a downloaded script belongs to: the origin says shell or remote (each is served
// on its own port), the file name says whether it is a Module Federation shared-library chunk.
// Shared chunks are named `…__loadShare__<pkg>…` (shell), `…__prebuild__<pkg>…` (remotes) and
// `react-<hash>.js` / `react-dom-<hash>.js` (the remotes' own copies); verified in the dist folders.
// The remotes' ports are the remote registry's (shared-kit/remote-registry.mjs).
import { REMOTES } from 'shared-kit/remote-registry';
import { SITE_PORT } from '../config';
const ORIGINS: Record<string, string> = {
  [SITE_PORT]: 'shell',
  ...Object.fromEntries(REMOTES.map((remote) => [String(remote.port), remote.name])),
};

const SHARED_CHUNK = /__loadShare__|__prebuild__|^react(-dom)?-[\w-]{6,10}\.js$/;

/** `ports` names more origins by port (a remote served alone on a port of its own). */
export function classify(url: string, ports: Record<string, string> = {}): string {
  const parsed = new URL(url);
  const file = parsed.pathname.split('/').pop() ?? '';
  if (SHARED_CHUNK.test(file)) return 'shared';
  return ports[parsed.port] ?? ORIGINS[parsed.port] ?? parsed.host;
}

/**
 * A string found only in the library's own code (not in the chunks that merely re-export it),
 * checked against every dist folder: React's internals literal, react-dom's renderer name,
 * react-query's missing-client error and styled-components' version attribute (the shell names
 * the style tag's own attribute, `data-styled`, to find the sheet).
 */
export const LIBRARY_SIGNATURES: { name: string; signature: string }[] = [
  { name: 'react', signature: 'H:null,A:null,T:null,S:null}' },
  { name: 'react-dom', signature: 'rendererPackageName' },
  { name: 'styled-components', signature: 'data-styled-version' },
  { name: '@tanstack/react-query', signature: 'No QueryClient set' },
];
