// The page as the site sent it is painted before the app's code runs: the federation bootstrap
// (index.html's one script) first waits for the next frame to be painted, then loads the shared
// libraries and the shell. Without the wait the browser ran the whole module graph as soon as the
// HTML was parsed and painted only after it: a server-rendered view, readable in the HTML, stayed
// blank on a phone until the app's JavaScript had run (and Lighthouse's simulation counted all of
// it before the first paint). A hidden tab paints no frames: there the app starts at once.
import type { Plugin } from 'vite';

/** The start of the bootstrap's one async function, which @module-federation/vite writes. */
const BOOTSTRAP_START = '(async () => {';

export const WAIT_FOR_PAINT =
  "await new Promise((resolve) => document.visibilityState === 'hidden' ? resolve() : requestAnimationFrame(() => setTimeout(resolve, 0)));";

/** The bootstrap's source with the wait first; throws when the plugin wrote another shape. */
export function withPaintFirst(source: string): string {
  if (!source.includes(BOOTSTRAP_START))
    throw new Error(
      'the federation bootstrap has changed shape: paint-before-boot.ts must follow it',
    );
  return source.replace(BOOTSTRAP_START, () => `${BOOTSTRAP_START}\n  ${WAIT_FOR_PAINT}`);
}

export function paintBeforeBoot(): Plugin {
  return {
    name: 'paint-before-boot',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const bootstraps = Object.values(bundle).filter(
        (file) =>
          file.type === 'asset' && /(^|\/)mf-entry-bootstrap-[\w-]+\.js$/.test(file.fileName),
      );
      if (bootstraps.length === 0) this.error('no federation bootstrap to make paint first');
      for (const file of bootstraps)
        if (file.type === 'asset') file.source = withPaintFirst(String(file.source));
    },
  };
}
