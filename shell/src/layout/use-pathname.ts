import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  // single-spa fires this after every navigation, whichever app or remote caused it.
  window.addEventListener('single-spa:routing-event', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('single-spa:routing-event', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

/** The current pathname, re-rendering on every single-spa navigation. */
export function usePathname(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname);
}
