// The global rules of SPEC section 2, which the shell keeps whatever screens the remotes declare:
// `/` goes to the job search, a protected path sends a visitor to the login page with the URL
// remembered, a wrong role goes to the job search, and auth pages are closed to signed-in users.
// A path no remote declares is not found: it keeps its address and the page says so (a 404 from
// the site server, the shell's not-found view in the browser; ADR 0053), where SPEC sent it to the
// job search. The screens themselves (path, access, owner) come from the remotes.
import { findScreen, pathnameOf, type OwnedScreen } from 'shared-kit/screens';

/** Where `/`, signed-in visitors of auth pages and wrong roles go. */
export const DEFAULT_ROUTE = '/jobs/search';
/** Where a visitor of a protected page goes. */
export const LOGIN_ROUTE = '/auth/login';

export type GuardResult =
  | { kind: 'allow'; screen: OwnedScreen }
  | { kind: 'redirect'; to: string; remember?: string }
  | { kind: 'not-found' };

/** The guard's decision for a URL (pathname, optionally with its ?search) and the session. */
export function guardScreen(
  screens: readonly OwnedScreen[],
  url: string,
  session: { role: string } | null,
): GuardResult {
  const screen = findScreen(screens, url);
  if (!screen) {
    return pathnameOf(url) === '/'
      ? { kind: 'redirect', to: DEFAULT_ROUTE }
      : { kind: 'not-found' };
  }
  const { access } = screen;
  if (access === 'public') return { kind: 'allow', screen };
  if (access === 'guest-only') {
    return session ? { kind: 'redirect', to: DEFAULT_ROUTE } : { kind: 'allow', screen };
  }
  if (!session) {
    const withoutHash = url.split('#', 1)[0] ?? '';
    const search = withoutHash.includes('?') ? withoutHash.slice(withoutHash.indexOf('?')) : '';
    return { kind: 'redirect', to: LOGIN_ROUTE, remember: pathnameOf(url) + search };
  }
  return (access as readonly string[]).includes(session.role)
    ? { kind: 'allow', screen }
    : { kind: 'redirect', to: DEFAULT_ROUTE };
}

/**
 * The remote whose screen a page will show once the guards have run, or null when the path is not
 * found or the screen it lands on is not declared (a remote's declaration could not be read): the
 * site server preloads that remote's modules and first calls.
 */
export function landingScreen(
  screens: readonly OwnedScreen[],
  url: string,
  session: { role: string } | null,
): OwnedScreen | null {
  const decision = guardScreen(screens, url, session);
  if (decision.kind === 'not-found') return null;
  return decision.kind === 'allow' ? decision.screen : findScreen(screens, decision.to);
}
