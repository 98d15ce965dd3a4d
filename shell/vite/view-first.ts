// The page's own view first, then the app. The federation bootstrap (index.html's one script)
// gets a preamble: it holds a tap on the site server's view of a screen (the view's buttons have
// no code behind them until the app takes it over: the tap's place is kept on the view for the
// app, shared-kit's server-view/interactions.ts), then waits for the next painted frame before it
// loads the shared libraries and the shell; on a page with a view, whose head names no module
// (shell/server/page.ts), it first asks for all of them at once. Without the wait the browser ran the whole module
// graph as soon as the HTML was parsed and painted only after it: a view readable in the HTML
// stayed blank on a phone until the app's JavaScript had run. A hidden tab paints no frames:
// there the app starts at once.
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/** The start of the bootstrap's one async function, which @module-federation/vite writes. */
const BOOTSTRAP_START = '(async () => {';

/** shared-kit's SERVER_VIEW_ID and HELD_TAP_ATTRIBUTE (a test holds them equal). */
export const VIEW_ID = 'server-view';
export const HELD_TAP = 'data-held-tap';
/** shared-kit's PAGE_MODULES_ID: the modules a page with a view preloads once it is painted. */
export const MODULES_ID = 'page-modules';

/**
 * Module preloads started per task: each costs the browser about a millisecond of the main thread
 * (a phone's four), and two dozen in one task blocked a tap for a tenth of a second.
 */
export const PRELOADS_PER_TASK = 2;

export const BOOT_PREAMBLE = [
  `const view = document.getElementById(${JSON.stringify(VIEW_ID)});`,
  'view?.addEventListener("click", (event) => {',
  '  const button = event.target instanceof Element ? event.target.closest("button") : null;',
  '  if (!button || !view.contains(button)) return;',
  '  event.preventDefault();',
  `  view.setAttribute(${JSON.stringify(HELD_TAP)}, String([...view.querySelectorAll("button")].indexOf(button)));`,
  '}, true);',
  "await new Promise((resolve) => document.visibilityState === 'hidden' ? resolve() : requestAnimationFrame(() => setTimeout(resolve, 0)));",
  `const modules = JSON.parse(document.getElementById(${JSON.stringify(MODULES_ID)})?.textContent || "[]");`,
  'for (const [index, href] of modules.entries()) {',
  `  if (index > 0 && index % ${PRELOADS_PER_TASK} === 0) await new Promise((resolve) => setTimeout(resolve, 0));`,
  '  const link = document.createElement("link");',
  '  link.rel = "modulepreload";',
  '  link.crossOrigin = "";',
  '  link.href = href;',
  '  document.head.append(link);',
  '}',
].join('\n');

/** The bootstrap's source with the preamble first; throws when the plugin wrote another shape. */
export function withViewFirst(source: string): string {
  if (!source.includes(BOOTSTRAP_START))
    throw new Error('the federation bootstrap has changed shape: view-first.ts must follow it');
  return source.replace(BOOTSTRAP_START, () => `${BOOTSTRAP_START}\n${BOOT_PREAMBLE}`);
}

/**
 * The bootstrap's file name for its new source: the plugin named it by a hash of its own source,
 * and the file is cached as immutable, so a change of the preamble must change the name too.
 */
export function renamedFor(fileName: string, source: string): string {
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
  return fileName.replace(/-[0-9a-f]{8}\.js$/, `-${hash}.js`);
}

export function viewFirst(): Plugin {
  return {
    name: 'view-first',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const bootstraps = Object.values(bundle).filter(
        (file) =>
          file.type === 'asset' && /(^|\/)mf-entry-bootstrap-[\w-]+\.js$/.test(file.fileName),
      );
      if (bootstraps.length === 0) this.error('no federation bootstrap to put the view first in');
      const pages = Object.values(bundle).filter(
        (file) => file.type === 'asset' && file.fileName.endsWith('.html'),
      );
      for (const file of bootstraps) {
        if (file.type !== 'asset') continue;
        const source = withViewFirst(String(file.source));
        const fileName = renamedFor(file.fileName, source);
        delete bundle[file.fileName];
        this.emitFile({ type: 'asset', fileName, source });
        const [oldName, newName] = [file.fileName, fileName].map((name) => name.split('/').pop());
        for (const page of pages)
          if (page.type === 'asset' && oldName && newName)
            page.source = String(page.source).replaceAll(oldName, newName);
      }
    },
  };
}
