import type { UserRole } from '../contract';
import { apiPaths } from '../contract/paths';

/** Screen URLs of SPEC section 2; functions for the ones that carry a query id. */
export const paths = {
  home: '/',
  about: '/about',
  privacy: '/privacy',
  terms: '/terms',
  jobsSearch: '/jobs/search',
  jobsApply: '/jobs/apply',
  jobApply: (id: string) => `/jobs/apply?id=${encodeURIComponent(id)}`,
  studentProfile: '/profile/student',
  employerProfile: '/profile/employer',
  createJob: '/profile/employer/createjob',
  viewApplicationBase: '/profile/employer/viewapplication',
  viewApplication: (applicationId: string) =>
    `/profile/employer/viewapplication?id=${encodeURIComponent(applicationId)}`,
  signup: '/auth/signup',
  confirm: '/auth/confirm',
  password: '/auth/password',
  details: '/auth/details',
  login: '/auth/login',
  resetEmail: '/auth/reset/email',
  resetPassword: '/auth/reset/password',
} as const;

/** The profile screen of a role: /profile/{role}. */
export function profilePath(role: UserRole): string {
  return `/profile/${role}`;
}

export type RouteLayout = 'main' | 'auth';
/** public: anyone; guest-only: only when signed out; a role list: only those roles. */
export type RouteAccess = 'public' | 'guest-only' | readonly UserRole[];
export type RemoteName = 'mf-auth' | 'mf-jobs' | 'mf-student' | 'mf-employer' | 'mf-legal';

export interface RouteDefinition {
  /** The exact pathname (query strings such as ?id= are not part of it). */
  pattern: string;
  layout: RouteLayout;
  access: RouteAccess;
  remote: RemoteName;
  /**
   * The API calls (paths without the /api prefix) the screen makes as soon as it mounts, from the
   * URL's query: the site server asks the browser to start them with the page, not after the
   * scripts have run. Only calls whose answer the first view shows.
   */
  data?: (query: URLSearchParams) => readonly string[];
}

const STUDENT: readonly UserRole[] = ['student'];
const EMPLOYER: readonly UserRole[] = ['employer'];

/** The route/role table of SPEC section 2. `/` is absent: it redirects, like unknown paths. */
export const routeTable: readonly RouteDefinition[] = [
  { pattern: paths.about, layout: 'main', access: 'public', remote: 'mf-legal' },
  { pattern: paths.privacy, layout: 'main', access: 'public', remote: 'mf-legal' },
  { pattern: paths.terms, layout: 'main', access: 'public', remote: 'mf-legal' },
  {
    pattern: paths.jobsApply,
    layout: 'main',
    access: 'public',
    remote: 'mf-jobs',
    data: (query) => {
      const id = query.get('id');
      return id ? [apiPaths.student.job(id)] : [];
    },
  },
  {
    pattern: paths.jobsSearch,
    layout: 'main',
    access: 'public',
    remote: 'mf-jobs',
    data: () => [apiPaths.system.jobCategories],
  },
  { pattern: paths.employerProfile, layout: 'main', access: EMPLOYER, remote: 'mf-employer' },
  { pattern: paths.createJob, layout: 'main', access: EMPLOYER, remote: 'mf-employer' },
  { pattern: paths.viewApplicationBase, layout: 'main', access: EMPLOYER, remote: 'mf-employer' },
  { pattern: paths.studentProfile, layout: 'main', access: STUDENT, remote: 'mf-student' },
  { pattern: paths.signup, layout: 'auth', access: 'guest-only', remote: 'mf-auth' },
  { pattern: paths.confirm, layout: 'auth', access: 'guest-only', remote: 'mf-auth' },
  { pattern: paths.password, layout: 'auth', access: 'guest-only', remote: 'mf-auth' },
  { pattern: paths.details, layout: 'auth', access: 'guest-only', remote: 'mf-auth' },
  { pattern: paths.login, layout: 'auth', access: 'guest-only', remote: 'mf-auth' },
  { pattern: paths.resetEmail, layout: 'auth', access: 'guest-only', remote: 'mf-auth' },
  { pattern: paths.resetPassword, layout: 'auth', access: 'guest-only', remote: 'mf-auth' },
];

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
  return routeTable.find((route) => route.pattern === path) ?? null;
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
