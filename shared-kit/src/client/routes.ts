import { REMOTES } from '../../remote-registry.mjs';
import type { RouteLayout } from '../../remote-registry.mjs';
import type { UserRole } from 'api-contract';
import { endpointPath, endpoints, entityId } from 'api-contract';
import type { RemoteName } from './remotes';

export { REMOTE_NAMES, federationName, type RemoteName } from './remotes';
export type { RouteLayout } from '../../remote-registry.mjs';

type RegisteredRoutes = (typeof REMOTES)[number]['routes'];
/** The key of a screen in `paths` (its key in its remote's `routes` in the registry). */
export type RouteId = RegisteredRoutes extends infer R ? (R extends R ? keyof R : never) : never;
type PathOf<K extends RouteId> = RegisteredRoutes extends infer R
  ? R extends Readonly<Record<K, infer P>>
    ? P
    : never
  : never;

const routePaths = Object.assign({}, ...REMOTES.map((remote) => remote.routes)) as {
  readonly [K in RouteId]: PathOf<K>;
};

/**
 * Screen URLs of SPEC section 2: every route of the remote registry by its id, `/`, and functions
 * for the screens that carry a query id.
 */
export const paths = {
  home: '/',
  ...routePaths,
  jobApply: (id: string) => `${routePaths.jobsApply}?id=${encodeURIComponent(id)}`,
  viewApplication: (applicationId: string) =>
    `${routePaths.viewApplicationBase}?id=${encodeURIComponent(applicationId)}`,
} as const;

/** The profile screen of a role: /profile/{role}. */
export function profilePath(role: UserRole): string {
  return `/profile/${role}`;
}

/** public: anyone; guest-only: only when signed out; a role list: only those roles. */
export type RouteAccess = 'public' | 'guest-only' | readonly UserRole[];

/** Starts a screen's first API calls with the page (see `RouteDefinition.data`). */
type RouteData = (query: URLSearchParams) => readonly string[];

export interface RouteDefinition {
  /** Its key in `paths`. */
  id: RouteId;
  /** The exact pathname (query strings such as ?id= are not part of it). */
  path: string;
  layout: RouteLayout;
  access: RouteAccess;
  remote: RemoteName;
  /**
   * The API calls (paths without the /api prefix) the screen makes as soon as it mounts, from the
   * URL's query: the site server asks the browser to start them with the page, not after the
   * scripts have run. Only calls whose answer the first view shows.
   */
  data?: RouteData;
}

// Functions, so not in the registry (plain data read by Node scripts too); keyed by route id.
const ROUTE_DATA: Partial<Record<RouteId, RouteData>> = {
  // Only a real id: any other `?id=` would make every URL a page of its own to build and compress.
  jobsApply: (query) => {
    const id = query.get('id');
    return id && entityId.safeParse(id).success
      ? [endpointPath(endpoints.student.job, { id })]
      : [];
  },
  jobsSearch: () => [endpoints.system.jobCategories.path],
};

/**
 * The route/role table of SPEC section 2, from the remote registry: every remote's routes.
 * `/` is absent: it redirects, like unknown paths.
 */
export const routeTable: readonly RouteDefinition[] = REMOTES.flatMap(
  ({ name, layout, access, routes }) =>
    Object.entries(routes).map(([id, path]) => ({
      id: id as RouteId,
      path,
      layout,
      access,
      remote: name,
      data: ROUTE_DATA[id as RouteId],
    })),
);

/** Where the index route, unknown paths, signed-in visitors of auth pages and wrong roles go. */
export const DEFAULT_ROUTE = paths.jobsSearch;

/** Split '/path?query#hash' into pathname and search ('' or '?query'). */
function splitUrl(url: string): { pathname: string; search: string } {
  const withoutHash = url.split('#', 1)[0] ?? '';
  const q = withoutHash.indexOf('?');
  return q === -1
    ? { pathname: withoutHash, search: '' }
    : { pathname: withoutHash.slice(0, q), search: withoutHash.slice(q) };
}

/** '/jobs/search/' → '/jobs/search'; the root stays '/'. */
function normalizePathname(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** The route of a pathname (a query string or trailing slash is ignored), or null. */
export function resolveRoute(pathname: string): RouteDefinition | null {
  const path = normalizePathname(splitUrl(pathname).pathname);
  return routeTable.find((route) => route.path === path) ?? null;
}

export type GuardResult =
  { kind: 'allow'; route: RouteDefinition } | { kind: 'redirect'; to: string; remember?: string };

/**
 * The guard of SPEC section 2 for a URL (pathname, optionally with its ?search), given the
 * session once session start is done:
 * - `/` and unknown paths → /jobs/search;
 * - auth pages with a session → /jobs/search;
 * - protected pages without a session → /auth/login, remembering the URL (path + search);
 * - a role not in the route's list → /jobs/search.
 */
export function guardRoute(url: string, session: { role: UserRole } | null): GuardResult {
  const route = resolveRoute(url);
  if (!route) return { kind: 'redirect', to: DEFAULT_ROUTE };
  const { access } = route;
  if (access === 'public') return { kind: 'allow', route };
  if (access === 'guest-only') {
    return session ? { kind: 'redirect', to: DEFAULT_ROUTE } : { kind: 'allow', route };
  }
  if (!session) {
    const { pathname, search } = splitUrl(url);
    return { kind: 'redirect', to: paths.login, remember: pathname + search };
  }
  return access.includes(session.role)
    ? { kind: 'allow', route }
    : { kind: 'redirect', to: DEFAULT_ROUTE };
}

/** True when `pathname` is one of the auth-layout pages (or anything under /auth). */
export function isAuthPath(pathname: string): boolean {
  return pathname === '/auth' || pathname.startsWith('/auth/');
}
