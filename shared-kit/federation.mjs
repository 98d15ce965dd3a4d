// The Module Federation settings every container uses, so host and remotes agree on one copy of each
// shared library. Plain JavaScript: Vite configs load it in Node before any TypeScript is compiled.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Libraries loaded once across the shell and every remote. Not react-router-dom: only the remotes
 * use it, each with a router of its own, and a shared library is never tree-shaken (the shell would
 * provide all of it, about 54 kB brotli, where a remote's own copy of what it uses is about a third
 * of that). See ADR 0009.
 */
export const SINGLETONS = [
  'react',
  'react-dom',
  'styled-components',
  '@tanstack/react-query',
  'single-spa',
  'shared-kit',
];

/**
 * Entry points of the libraries above that containers import by a subpath, shared like the library
 * itself. The federation plugin adds such an entry to a container's share map only once it has
 * seen the import, and it writes the map when it takes the parse of the container's code to be
 * over. Under Rolldown it can take that too early and without a warning: Rolldown's module info
 * names a module's imports but not their resolutions, and the plugin waits only for imports already
 * in the graph. On a loaded machine a map can then lack react-dom/client, and the container bundles
 * its own React and React DOM beside the shell's (the Budgets step refuses such a build). Declared
 * here, they are in every map from the start.
 */
export const SHARED_SUBPATHS = ['react-dom/client', 'react/jsx-runtime'];

/**
 * Compile-time constants every container builds its copy of the shared libraries with, so the copy
 * that loads behaves the same whichever container provided it.
 *
 * `SC_DISABLE_SPEEDY: false`: styled-components inserts its rules with CSSOM `insertRule`, in
 * every build alike (its default depends on NODE_ENV, which a test build may set otherwise).
 * Written as text, each rule made Chromium parse the whole sheet again: on the employer's
 * dashboard that was about a quarter of the main thread's work on a phone. Chromium sometimes
 * keeps such a sheet's `@media` rules evaluated for the width the page was first laid out at; the
 * shell mends that whenever the width changes (shell/src/styles/refresh-media-rules.ts). See ADR 0060, which
 * replaces ADR 0025.
 */
export const SHARED_DEFINES = { SC_DISABLE_SPEEDY: 'false' };

/**
 * How long the federation plugin waits with no module loaded or parsed before it takes the parse of
 * a container's code as over, in seconds. What it has seen by then goes into the share map. The
 * plugin's default, 10 s, ran out on a two-core machine that builds every container beside the
 * linter. Since SHARED_SUBPATHS, the map no longer depends on it (a build that gives up at once
 * still shares everything), so this only keeps what the plugin works out from the parse complete.
 * A wait this long only shows if the build is stuck, and then as a slow build, not a wrong one.
 */
export const MODULE_PARSE_IDLE_TIMEOUT = 120;

/**
 * Rolldown chunk groups (Vite 8 `codeSplitting.groups`) for a container whose package folder is
 * `packageName`. Module Federation's own groups (runtime init, loadShare wrappers, preload helper)
 * keep priority over these; these only merge chunks that every page of the container downloads
 * anyway, to cut requests: the federation runtime, which Rolldown otherwise splits into three
 * chunks by importer (utils, dist, helpers), goes in one chunk with Rolldown's own runtime helpers.
 */
export function chunkGroups(packageName) {
  return packageName === 'shell'
    ? [FEDERATION_RUNTIME, ...SHELL_GROUPS]
    : [{ ...FEDERATION_RUNTIME, test: REMOTE_RUNTIME, minShareCount: 2 }];
}

const FEDERATION_RUNTIME = {
  name: 'federation-runtime',
  test: /[\\/]node_modules[\\/]@module-federation[\\/]|rolldown[\\/:]runtime/,
};

// A remote compiles in its own contract (api-contract, with its zod/mini core): not shared, since a
// shared library is provided whole and every remote would download all of zod from the shell. The
// remote's app, its lazy screens and its fallback copy of shared-kit each import parts of it, and
// Rolldown would put the parts two of them share in chunks of their own: one more request on every
// first visit (app and kit fallback), another for the lazy screens. Those parts, and only those
// (`minShareCount: 2`: a part one importer alone uses stays in its chunk, so the kit fallback's
// share is not downloaded where the shell provides the kit), join the federation runtime's chunk,
// which remoteEntry.js loads first on every page: no request more. The federation runtime's own
// modules each serve several entries, so the count keeps them all in that chunk as before. The
// remote's own react-router joins on the same terms: mf-jobs's app and its two lazy chunks (the
// alert dialogs, the mail-link pages) share parts of it, which Rolldown otherwise splits into a
// chunk of their own (one more request on /jobs/search); the app needs them on every first view.
// The shared UI parts (ui, compiled in as the contract is) join on the same terms: mf-jobs's app
// and its lazy dialogs share its radio cards and layouts, which otherwise become two small chunks.
const REMOTE_RUNTIME =
  /[\\/]node_modules[\\/](@module-federation|zod|react-router)[\\/]|rolldown[\\/:]runtime|[\\/](api-contract|ui)[\\/]src[\\/]/;

// The shell downloads shared-kit on every page, and provides it to every remote: in one chunk with
// the few contract entries the kit itself calls (api-contract), zod (theirs and remotes.json's) and
// single-spa-react (the remotes' lifecycles, the nav's and the footer's). The shell's own code needs
// no group: its root config imports the nav and footer statically. single-spa-react must not join
// the root config's chunk: shared-kit imports it, and the root config waits for shared-kit, so the
// two in one chunk would wait for each other.
const SHELL_GROUPS = [
  {
    name: 'shared-kit',
    test: /[\\/](shared-kit|api-contract)[\\/]src[\\/]|[\\/]node_modules[\\/](zod|single-spa-react)[\\/]/,
  },
];

function installedVersion(fromDir, name) {
  const require = createRequire(join(fromDir, 'package.json'));
  let dir = dirname(require.resolve(name));
  // Walk up from the entry file to the package root: some packages do not export ./package.json.
  for (;;) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      if (pkg.name === name) return pkg.version;
    } catch {
      // no package.json at this level
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`cannot find the version of ${name}`);
    dir = parent;
  }
}

/** The package an import names: `react` for `react/jsx-runtime`, `@scope/name` for its subpaths. */
function packageOf(name) {
  const parts = name.split('/');
  return parts.slice(0, name.startsWith('@') ? 2 : 1).join('/');
}

/**
 * The version range a container accepts for a shared library built at `version`. shared-kit follows
 * semver (its recorded surface, api-surface.json, makes every change of its exports step the
 * version; docs/shared-kit-versions.md): a remote accepts any kit of the same major at least as new
 * as the one it was built with. A remote built against a newer kit than the shell provides, or one
 * a major apart, still runs on the shell's kit, and the shell names it in the console
 * (shell/src/remotes/kit-version.ts: the federation runtime itself does not warn here, because the
 * remote's share map resolves the kit the shell already loaded). The other libraries are pinned by the workspace's one lockfile, so
 * any difference there is a mistake worth the same warning.
 */
export function requiredVersion(name, version) {
  return name === 'shared-kit' ? `^${version}` : version;
}

/**
 * The full `shared` block for a container whose package lives in `packageDir`. Not strict: a
 * mismatch is warned about and the shell's copy is still used, so one remote released against a
 * newer kit degrades to a warning in the console, not a blank page.
 */
export function sharedConfig(packageDir) {
  return Object.fromEntries(
    [...SINGLETONS, ...SHARED_SUBPATHS].map((name) => {
      const version = installedVersion(packageDir, packageOf(name));
      return [
        name,
        {
          singleton: true,
          version,
          requiredVersion: requiredVersion(name, version),
          strictVersion: false,
        },
      ];
    }),
  );
}

/** Federation options of a remote: one exposed module of single-spa lifecycles. */
export function remoteFederation(name, packageDir) {
  return {
    name,
    filename: 'remoteEntry.js',
    exposes: { './lifecycles': './src/lifecycles.tsx' },
    shared: sharedConfig(packageDir),
    dts: false,
    moduleParseIdleTimeout: MODULE_PARSE_IDLE_TIMEOUT,
    // Also makes Vite write .vite/manifest.json, the chunk graph the site server reads to preload
    // a page's remote in parallel (shell/server/remote-preloads.ts).
    manifest: true,
  };
}
