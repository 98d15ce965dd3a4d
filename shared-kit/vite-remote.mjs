// The Vite config of every remote, made from its name and its entry in the remote registry: each
// mf-*/vite.config.ts is one call, and they differ only in the name they pass. The build tools'
// plugins come from the caller: each remote keeps Vite, React's plugin and Module Federation's as
// its own dev dependencies (shared-kit does not depend on Vite).
// Plain JavaScript: Vite loads it in Node before any TypeScript is compiled.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleReport } from './bundle-report.mjs';
import { chunkGroups, remoteFederation, SHARED_DEFINES } from './federation.mjs';
import { remoteNamed } from './remote-registry.mjs';
import { federationName } from './remote-names.mjs';
import { parseScreens, SCREENS_FILE } from './screens.mjs';

/** Where the API listens: a remote's dev and preview servers proxy /api to it, as the site does. */
const apiUrl = () => process.env.API_URL ?? 'http://127.0.0.1:4000';

/**
 * `/api/*` to the API without the prefix, as the site server proxies it, so a remote served alone
 * calls the same API. The Host header is kept: the API's origin check accepts a call whose Origin
 * is the host it was asked on.
 */
function apiProxy() {
  return {
    '/api': { target: apiUrl(), xfwd: true, rewrite: (path) => path.replace(/^\/api/, '') },
  };
}

/**
 * The remote's standalone page (it mounts the remote without the shell, from src/standalone.ts),
 * the same for every remote but for the name in its title. Made here rather than kept as an
 * index.html in each package: Vite builds it as the entry `index.html` of the package folder, and
 * the dev server serves it where it would serve that file.
 * @param {string} name
 */
export function standalonePage(name) {
  return `<!doctype html>
<html lang="en-AU">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${name} (standalone) — Student Gigs</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/standalone.ts"></script>
  </body>
</html>
`;
}

/**
 * Serves {@link standalonePage} as the package's `index.html`: to the build, as its entry (no
 * file is read), and on the dev server, after Vite's single-page fallback has sent a page's
 * request to `/index.html` (its own index.html handler finds no file and passes it on).
 * @param {string} name
 * @param {string} packageDir
 */
function remoteIndexHtml(name, packageDir) {
  const file = join(packageDir, 'index.html');
  const html = standalonePage(name);
  return {
    name: 'remote-index-html',
    enforce: 'pre',
    /** @param {string} id */
    resolveId: (id) => (id === file ? file : undefined),
    /** @param {string} id */
    load: (id) => (id === file ? html : undefined),
    /** @param {{ transformIndexHtml: (url: string, html: string, originalUrl?: string) => Promise<string>, middlewares: { use: (handler: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) => void) => void } }} server */
    configureServer(server) {
      // After Vite's own middlewares are installed, so its SPA fallback has already rewritten
      // the page's URL.
      return () => {
        server.middlewares.use((req, res, next) => {
          if (req.url?.split('?')[0] !== '/index.html') return next();
          server
            .transformIndexHtml(req.url, html, req.originalUrl)
            .then((page) => {
              res.setHeader('Content-Type', 'text/html');
              res.end(page);
            })
            .catch(next);
        });
      };
    },
  };
}

const DEV_PREAMBLE = 'virtual:remote-dev-preamble';

/**
 * Served by the dev server inside the site's page (npm run dev), the remote meets a page Vite did
 * not serve: no React Refresh preamble, which every component module compiled for Fast Refresh
 * checks for, and the shell's production React, which cannot swap components in place. So there
 * the preamble is stubbed and any update of the remote reloads the page (Vite's own HMR client,
 * which the remote's modules import, brings the news). On the remote's standalone page, which Vite
 * serves with the real preamble and the remote's own development React, Fast Refresh works as
 * usual.
 */
const DEV_PREAMBLE_CODE = `if (!window.$RefreshReg$) {
  window.$RefreshReg$ = () => {};
  window.$RefreshSig$ = () => (type) => type;
  import.meta.hot?.on('vite:beforeUpdate', () => location.reload());
}
`;

/**
 * Imports the preamble stub first thing in the exposed module (the first of the remote's own
 * modules the site's page runs); on the first line, so the module's other lines keep their numbers.
 * @param {string} exposedModule The exposed module's path from the package folder.
 */
function devInSitePreamble(exposedModule) {
  const suffix = exposedModule.replace(/^\./, '');
  return {
    name: 'remote-dev-in-site',
    apply: 'serve',
    enforce: 'post',
    resolveId: (id) => (id === DEV_PREAMBLE ? `\0${DEV_PREAMBLE}` : undefined),
    load: (id) => (id === `\0${DEV_PREAMBLE}` ? DEV_PREAMBLE_CODE : undefined),
    transform: (code, id) =>
      id.split('?')[0].endsWith(suffix)
        ? { code: `import '${DEV_PREAMBLE}';${code}`, map: null }
        : undefined,
  };
}

/**
 * Publishes the remote's screens.json (its package's own file, checked by shared-kit/screens.mjs)
 * beside its remoteEntry.js, in the build and on the dev server: the shell and the site server
 * read the screens a release declares from there. A bad declaration fails the build, naming every
 * problem.
 * @param {string} name
 * @param {string} packageDir
 */
function publishScreens(name, packageDir) {
  const file = join(packageDir, SCREENS_FILE);
  const read = () => {
    const data = JSON.parse(readFileSync(file, 'utf8'));
    parseScreens(name, data);
    return `${JSON.stringify(data)}\n`;
  };
  /** @type {string} */
  let source = '';
  return {
    name: 'remote-screens',
    buildStart() {
      this.addWatchFile(file);
      source = read();
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: SCREENS_FILE, source });
    },
    /** @param {{ middlewares: { use: (path: string, handler: (req: unknown, res: import('node:http').ServerResponse) => void) => void } }} server */
    configureServer(server) {
      server.middlewares.use(`/${SCREENS_FILE}`, (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.end(read());
      });
    },
  };
}

/**
 * @typedef {object} RemotePlugins The Vite plugins a remote builds with, from its own packages.
 * @property {() => unknown} react `@vitejs/plugin-react`'s default export.
 * @property {(options: Record<string, unknown>) => unknown} federation `@module-federation/vite`'s.
 */

/**
 * The Vite config of the remote `name` whose package lives in `packageDir`: React, the bundle
 * report, Module Federation exposing its lifecycles under the container its name gives, with the
 * shared singletons, the chunk groups, and its local port for the dev and preview servers: its
 * registry port (shared-kit/remote-registry.mjs), or for a remote the registry does not list (yet)
 * the port given as `local`.
 * @param {string} name
 * @param {string} packageDir
 * @param {RemotePlugins} plugins
 * @param {{ port: number }} [local]
 */
export function defineRemoteConfig(name, packageDir, { react, federation }, local) {
  const { port } = local ?? remoteNamed(name);
  const federationOptions = remoteFederation(federationName(name), packageDir);
  return {
    // A remote deploys on its own: relative base, so its chunks load from wherever remoteEntry.js
    // is served.
    base: './',
    define: SHARED_DEFINES,
    plugins: [
      react(),
      bundleReport(),
      remoteIndexHtml(name, packageDir),
      publishScreens(name, packageDir),
      devInSitePreamble(federationOptions.exposes['./lifecycles']),
      federation({
        ...federationOptions,
        // A remote loads no remotes of its own and uses no manifest or preload: leaving that
        // support out of its copy of the federation runtime saves about 6 kB (gzip) on every page.
        disableRemote: true,
        disableSnapshot: true,
      }),
    ],
    build: {
      target: 'es2022',
      rolldownOptions: { output: { codeSplitting: { groups: chunkGroups(name) } } },
    },
    server: {
      port,
      strictPort: true,
      cors: true,
      origin: `http://localhost:${port}`,
      proxy: apiProxy(),
    },
    preview: { port, strictPort: true, cors: true, proxy: apiProxy() },
  };
}
