// @ts-check
// The remote registry: the remotes of this repository, with the port each one's server listens on
// locally and its JavaScript budget. The local scripts (serve, release, budgets, analyze, dev), the
// remotes' Vite configs (shared-kit/vite-remote.mjs), the deployment files and the bench derive
// from it. It is build-time only: the shell and the kit compile none of it in, and accept any
// remote remotes.json names (remote-names.mjs), with the screens and nav entries its release
// declares in its own screens.json (shared-kit/screens.mjs), so adding a remote or a screen changes
// no file the shell or the kit ship. Plain JavaScript with JSDoc, so Node scripts and Vite configs import it as it is, while
// TypeScript reads its literal types (the workspace sets allowJs).

/**
 * @typedef {object} RegistryRemote One separately built and deployed remote.
 * @property {string} name Its package (and folder) name, and its key in remotes.json; its Module
 *   Federation container name follows from it (remote-names.mjs).
 * @property {number} port Where its server listens when the site runs locally (its releases, or
 *   its Vite dev server under `npm run dev`).
 * @property {number} gzipBudget Gzip bytes of JavaScript it may ship (scripts/check-budgets.mjs:
 *   the size measured when set plus about 12%; raise it only on purpose, in the change that needs
 *   it).
 */

/** Every remote, in the order remotes.json lists them. */
export const REMOTES = /** @satisfies {readonly RegistryRemote[]} */ (
  /** @type {const} */ ([
    {
      name: 'mf-auth',
      port: 4101,
      gzipBudget: 70500,
    },
    {
      name: 'mf-jobs',
      port: 4102,
      gzipBudget: 88100,
    },
    {
      name: 'mf-student',
      port: 4103,
      gzipBudget: 81000,
    },
    {
      name: 'mf-employer',
      port: 4104,
      gzipBudget: 137600,
    },
    {
      name: 'mf-legal',
      port: 4105,
      gzipBudget: 69000,
    },
    {
      name: 'mf-admin',
      port: 4106,
      gzipBudget: 69400,
    },
  ])
);

/**
 * The registry entry of a remote by name; throws naming the known remotes when there is none (a
 * script given a wrong name on the command line says so at once).
 * @param {string} name
 */
export function remoteNamed(name) {
  const remote = REMOTES.find((r) => r.name === name);
  if (!remote)
    throw new Error(`unknown remote "${name}" (known: ${REMOTES.map((r) => r.name).join(', ')})`);
  return remote;
}
