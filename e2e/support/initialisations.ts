import type { Page } from '@playwright/test';

/**
 * Counts how many copies of React's renderer, styled-components and react-query start in a page.
 * Each library has a side effect that happens once per copy and can be seen from outside, in a
 * production build (their "several instances" warnings are development-only):
 * - react-dom registers its renderer with __REACT_DEVTOOLS_GLOBAL_HOOK__ when it initialises, so a
 *   stand-in hook installed before any script sees one inject() per copy. The renderer it receives
 *   carries React's shared internals, so it also ties react-dom to the one React.
 * - styled-components puts its rules in one <style data-styled> element per copy (the sheet is
 *   module state, shared by every root that copy renders).
 * - react-query's onlineManager listens to window 'online' when a QueryClient mounts (again after
 *   every remote's root remounts), so the scripts whose code adds that listener are the copies of
 *   react-query that started; a provider from one copy and hooks from another would also throw
 *   "No QueryClient set".
 */
export async function countInitialisations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counts = {
      renderers: [] as { rendererPackageName?: string; version?: string }[],
      online: [] as string[],
    };
    Object.assign(window, { __initialisations: counts });
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        isDisabled: false,
        renderers: new Map<number, unknown>(),
        inject(renderer: { rendererPackageName?: string; version?: string }) {
          counts.renderers.push({
            rendererPackageName: renderer.rendererPackageName,
            version: renderer.version,
          });
          return counts.renderers.length;
        },
        checkDCE() {},
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onPostCommitFiberRoot() {},
        onCommitFiberUnmount() {},
      },
    });
    const add = window.addEventListener.bind(window);
    window.addEventListener = ((
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: boolean | AddEventListenerOptions,
    ) => {
      // The script that asks, from the call stack: one copy of react-query is one script URL.
      if (type === 'online') {
        const caller = /https?:\/\/[^\s)]+?(?=:\d+:\d+)/.exec(new Error().stack ?? '')?.[0];
        if (caller && !counts.online.includes(caller)) counts.online.push(caller);
      }
      add(type, listener, options);
    }) as typeof window.addEventListener;
  });
}

export type Initialisations = {
  reactDomRenderers: { rendererPackageName?: string; version?: string }[];
  styledSheets: number;
  queryOnlineListeners: string[];
};

/** What countInitialisations saw so far in the current document. */
export async function readInitialisations(page: Page): Promise<Initialisations> {
  return page.evaluate(() => {
    const counts = (
      window as unknown as {
        __initialisations: { renderers: Initialisations['reactDomRenderers']; online: string[] };
      }
    ).__initialisations;
    return {
      reactDomRenderers: counts.renderers,
      styledSheets: document.querySelectorAll('style[data-styled]').length,
      queryOnlineListeners: counts.online,
    };
  });
}
