import type { REMOTES } from './remote-registry.mjs';

/** The Vite plugins a remote builds with, from its own packages (typed structurally). */
export interface RemotePlugins {
  react: () => unknown;
  federation: (options: never) => unknown;
}

/**
 * The Vite config of a remote of the registry, whose package lives in `packageDir` (typed
 * structurally: shared-kit does not depend on Vite).
 */
export declare function defineRemoteConfig(
  name: (typeof REMOTES)[number]['name'],
  packageDir: string,
  plugins: RemotePlugins,
): Record<string, unknown>;
/**
 * The Vite config of a remote the registry does not list (yet), served locally on `local.port`.
 */
export declare function defineRemoteConfig(
  name: string,
  packageDir: string,
  plugins: RemotePlugins,
  local: { port: number },
): Record<string, unknown>;

/** The standalone page of the remote `name`: the `index.html` its build and dev server serve. */
export declare function standalonePage(name: string): string;
