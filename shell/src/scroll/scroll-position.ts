// Where the page is scrolled after a navigation, for every remote alike: a new page starts at its
// top (or its #hash target), and Back or Forward returns to the position the page had when the
// user left it. The browser cannot do this by itself in a single-page site: on pushState it keeps
// the old page's offset, and on a traversal it restores before the remote has rendered the page it
// restores into. So the shell takes it over (history.scrollRestoration = 'manual').

const STORAGE_KEY = 'shell.scroll-positions';
/** How long a restore or a hash target waits for the page to grow tall enough. */
const SETTLE_MS = 3000;
/** How long a restored position is held while the page renders. */
const HOLD_MS = 400;

type PendingScroll =
  { kind: 'top' } | { kind: 'hash'; id: string } | { kind: 'restore'; y: number };

interface SingleSpaPopState extends PopStateEvent {
  singleSpaTrigger?: 'pushState' | 'replaceState';
}

/** The page part of a URL: two URLs that differ only in their #hash are the same page. */
function pageOf(href: string): string {
  const url = new URL(href);
  return url.origin + url.pathname + url.search;
}

function hashTarget(href: string): string {
  return decodeURIComponent(new URL(href).hash.slice(1));
}

function readPositions(): Record<string, number> {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    return saved && typeof saved === 'object' ? (saved as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * What to do after the navigation from `from` to `to`: null when the browser's own behaviour is
 * right (a jump to an anchor on the same page).
 */
export function scrollAfterNavigation(
  from: string,
  to: string,
  trigger: 'pushState' | 'replaceState' | undefined,
  saved: number | undefined,
): PendingScroll | null {
  if (pageOf(from) === pageOf(to)) return null;
  if (!trigger) return { kind: 'restore', y: saved ?? 0 };
  const id = hashTarget(to);
  return id ? { kind: 'hash', id } : { kind: 'top' };
}

/** Installs the mechanism; call before single-spa starts, so its popstate listener runs first. */
export function manageScrollPosition(): void {
  if (!('scrollRestoration' in window.history)) return;
  window.history.scrollRestoration = 'manual';

  const positions = readPositions();
  let current = window.location.href;
  let pending: PendingScroll | null = null;
  let settling: (() => void) | null = null;

  const record = () => {
    if (!settling) positions[current] = Math.round(window.scrollY);
  };
  window.addEventListener('scroll', record, { passive: true });
  window.addEventListener('pagehide', () => {
    record();
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
    } catch {
      // Storage full or refused: positions are only a convenience.
    }
  });

  // Runs synchronously inside pushState/replaceState (single-spa's synthetic popstate) and on the
  // browser's own popstate, before any remote has rendered the new URL: scrollY is still the
  // position of the page being left.
  window.addEventListener('popstate', (event) => {
    const to = window.location.href;
    if (to === current) return;
    record();
    const trigger = (event as SingleSpaPopState).singleSpaTrigger;
    pending = scrollAfterNavigation(current, to, trigger, positions[to]);
    current = to;
    if (pending) settling?.();
  });
  window.addEventListener('hashchange', () => {
    current = window.location.href;
  });

  // After single-spa has mounted what the new URL shows.
  window.addEventListener('single-spa:routing-event', () => {
    const next = pending;
    pending = null;
    if (next) settle(next);
  });

  function settle(next: PendingScroll) {
    settling?.();
    if (next.kind === 'top') {
      window.scrollTo(0, 0);
      return;
    }
    // A restore or an anchor waits for the remote to render enough page; the user's own scrolling,
    // a key or a tap ends the wait.
    const started = performance.now();
    let frame = 0;
    const stop = () => {
      cancelAnimationFrame(frame);
      for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'])
        window.removeEventListener(type, stop);
      settling = null;
      record();
    };
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'])
      window.addEventListener(type, stop, { passive: true });
    settling = stop;
    const step = () => {
      const timedOut = performance.now() - started > SETTLE_MS;
      if (next.kind === 'hash') {
        const target = document.getElementById(next.id);
        if (target) {
          target.scrollIntoView();
          return stop();
        }
        if (timedOut) {
          window.scrollTo(0, 0);
          return stop();
        }
      } else {
        // Held for a moment even once reached: a remote may render the page it restores into a
        // frame or two after single-spa reports the navigation done.
        const max = document.documentElement.scrollHeight - window.innerHeight;
        window.scrollTo(0, Math.min(next.y, Math.max(0, max)));
        const held = performance.now() - started > HOLD_MS;
        if ((held && max >= next.y) || timedOut) return stop();
      }
      frame = requestAnimationFrame(step);
    };
    step();
  }

  // A reload or a return to the site through Back: the position this tab last had here.
  const entry = performance.getEntriesByType('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  const saved = positions[current];
  if (saved && (entry?.type === 'reload' || entry?.type === 'back_forward')) {
    pending = { kind: 'restore', y: saved };
  }
}
