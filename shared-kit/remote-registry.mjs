// @ts-check
// The remote registry: the one place that names each remote the site composes, its Module
// Federation container, the port its server listens on locally, the screens (paths) it owns and its
// JavaScript budget. Everything else derives from it: the route table and the shell's remotes.json
// schema (shared-kit/src/client/remotes.ts and routes.ts), the remotes' Vite configs
// (shared-kit/vite-remote.mjs), the scripts (serve, release, budgets, analyze, dev) and the bench.
// Plain JavaScript with JSDoc, so Node scripts and Vite configs import it as it is, while
// TypeScript reads its literal types (the workspace sets allowJs) and the shell's bundle carries it
// within shared-kit. A remote's entry is its team's: adding a screen is a route here and a <Route>
// in the remote's app, which reads the path back through shared-kit's `paths`. (Not one file in
// each remote's folder, as openmrs apps keep a routes.json: the shell's route table is built into
// shared-kit, and shared-kit imports nothing from a remote.)

/**
 * @typedef {'main' | 'auth'} RouteLayout
 * `main`: nav, page and footer; `auth`: the centred auth layout without the footer.
 */

/**
 * @typedef {'public' | 'guest-only' | readonly string[]} RouteAccess
 * `public`: anyone; `guest-only`: only when signed out; a role list: only those roles (the
 * contract's UserRole values: shared-kit/src/client/routes.ts checks them when it builds the table).
 */

/**
 * @typedef {object} RegistryRemote One separately built and deployed remote.
 * @property {string} name Its package (and folder) name, and its key in remotes.json.
 * @property {string} federationName Its Module Federation container name (an identifier).
 * @property {number} port Where its server listens when the site runs locally (its releases, or
 *   its Vite dev server under `npm run dev`).
 * @property {number} gzipBudget Gzip bytes of JavaScript it may ship (scripts/check-budgets.mjs:
 *   the size measured when set plus about 12%; raise it only on purpose, in the change that needs
 *   it).
 * @property {RouteLayout} layout The layout of its screens.
 * @property {RouteAccess} access Who may open its screens.
 * @property {Readonly<Record<string, string>>} routes The screens it owns, each a pathname (a query
 *   string such as ?id= is not part of it) under its key in shared-kit's `paths`. A path belongs to
 *   exactly one remote.
 */

/** Every remote, in the order remotes.json lists them. */
export const REMOTES = /** @satisfies {readonly RegistryRemote[]} */ (
  /** @type {const} */ ([
    {
      name: 'mf-auth',
      federationName: 'mf_auth',
      port: 4101,
      // Re-based for issue 29 (api-contract and its zod/mini core compiled in): 63.0 kB + 12%.
      gzipBudget: 70500,
      layout: 'auth',
      access: 'guest-only',
      routes: {
        signup: '/auth/signup',
        confirm: '/auth/confirm',
        password: '/auth/password',
        details: '/auth/details',
        login: '/auth/login',
        resetEmail: '/auth/reset/email',
        resetPassword: '/auth/reset/password',
      },
    },
    {
      name: 'mf-jobs',
      federationName: 'mf_jobs',
      port: 4102,
      // Re-based for issue 29 (api-contract and its zod/mini core compiled in): 76.0 kB + 12%.
      gzipBudget: 85100,
      layout: 'main',
      access: 'public',
      routes: {
        jobsSearch: '/jobs/search',
        jobsApply: '/jobs/apply',
        jobsUnsubscribe: '/jobs/alerts/unsubscribe',
        jobsAlertConfirm: '/jobs/alerts/confirm',
      },
    },
    {
      name: 'mf-student',
      federationName: 'mf_student',
      port: 4103,
      // Re-based for issue 29 (api-contract and its zod/mini core compiled in): 64.9 kB + 12%.
      gzipBudget: 72700,
      layout: 'main',
      access: ['student'],
      routes: { studentProfile: '/profile/student' },
    },
    {
      name: 'mf-employer',
      federationName: 'mf_employer',
      port: 4104,
      // Re-based for issue 29 (api-contract and its zod/mini core compiled in): 116.2 kB + 12%.
      gzipBudget: 130100,
      layout: 'main',
      access: ['employer'],
      routes: {
        employerProfile: '/profile/employer',
        createJob: '/profile/employer/createjob',
        viewApplicationBase: '/profile/employer/viewapplication',
      },
    },
    {
      name: 'mf-legal',
      federationName: 'mf_legal',
      port: 4105,
      // Re-based for issue 29 (its few contract constants compiled in, no zod): 59.6 kB + 12%.
      gzipBudget: 66800,
      layout: 'main',
      access: 'public',
      routes: { about: '/about', privacy: '/privacy', terms: '/terms' },
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
