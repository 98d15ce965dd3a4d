import { getSession, guardRoute, saveReturnUrl } from 'shared-kit';
import { navigateToUrl } from 'single-spa';

type RoutingEvent = CustomEvent<{ newUrl: string; cancelNavigation?: (value?: boolean) => void }>;

/** Applies the route guards to the current URL before anything mounts (replacing history). */
export function guardInitialLocation(): void {
  const decision = guardRoute(window.location.pathname + window.location.search, getSession());
  if (decision.kind === 'redirect') {
    if (decision.remember) saveReturnUrl(decision.remember);
    window.history.replaceState(window.history.state, '', decision.to);
  }
}

/** Cancels every navigation the guards refuse and sends the user where they belong instead. */
export function guardNavigations(): void {
  window.addEventListener('single-spa:before-routing-event', (event) => {
    const { newUrl, cancelNavigation } = (event as RoutingEvent).detail;
    const url = new URL(newUrl);
    const decision = guardRoute(url.pathname + url.search, getSession());
    if (decision.kind !== 'redirect' || !cancelNavigation) return;
    cancelNavigation(true);
    if (decision.remember) saveReturnUrl(decision.remember);
    // After single-spa has restored the old URL, go to the guard's target instead.
    setTimeout(() => navigateToUrl(decision.to), 0);
  });
}
