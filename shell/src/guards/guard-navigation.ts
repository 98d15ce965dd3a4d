import { getSession, saveReturnUrl, showToast } from 'shared-kit';
import { navigateToUrl } from 'single-spa';
import { guardScreen } from '../screens/guard';
import { currentScreens, screenOf, unreadOwners } from '../screens/screen-table';

type RoutingEvent = CustomEvent<{ newUrl: string; cancelNavigation?: (value?: boolean) => void }>;

/**
 * Why a signed-in user was sent away, or null: a student following Post a Job lands on the job
 * search and is told that the page needs an employer account, instead of being bounced silently.
 */
export function refusalMessage(url: string, session: { role: string } | null): string | null {
  const access = screenOf(url)?.access;
  if (session && access === 'guest-only') {
    return `You are already signed in as ${session.role === 'employer' ? 'an' : 'a'} ${
      session.role
    }. Log out first to use another account.`;
  }
  if (!session || !Array.isArray(access) || (access as readonly string[]).includes(session.role)) {
    return null;
  }
  return `That page is for ${access.join(' or ')} accounts. You are signed in as ${
    session.role === 'employer' ? 'an' : 'a'
  } ${session.role}.`;
}

function explainRefusal(url: string) {
  const message = refusalMessage(url, getSession());
  if (message) showToast(message);
}

/** Applies the route guards to the current URL before anything mounts (replacing history). */
export function guardInitialLocation(): void {
  if (unreadOwners(window.location.pathname).length > 0) return;
  const decision = guardScreen(
    currentScreens(),
    window.location.pathname + window.location.search,
    getSession(),
  );
  if (decision.kind === 'redirect') {
    explainRefusal(window.location.pathname + window.location.search);
    if (decision.remember) saveReturnUrl(decision.remember);
    window.history.replaceState(window.history.state, '', decision.to);
  }
}

/** Cancels every navigation the guards refuse and sends the user where they belong instead. */
export function guardNavigations(): void {
  window.addEventListener('single-spa:before-routing-event', (event) => {
    const { newUrl, cancelNavigation } = (event as RoutingEvent).detail;
    const url = new URL(newUrl);
    if (unreadOwners(url.pathname).length > 0) return;
    const decision = guardScreen(currentScreens(), url.pathname + url.search, getSession());
    if (decision.kind !== 'redirect' || !cancelNavigation) return;
    // A release that no longer declares the guard's own target would otherwise send every visit
    // there round and round: the page stays, its area empty, rather than the tab freezing.
    if (decision.to === url.pathname) return;
    cancelNavigation(true);
    explainRefusal(url.pathname + url.search);
    if (decision.remember) saveReturnUrl(decision.remember);
    // After single-spa has restored the old URL, go to the guard's target instead.
    setTimeout(() => navigateToUrl(decision.to), 0);
  });
}
