import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVER_VIEW_ID } from '../page-protocol';
import { primeFirstView, type FirstViewLoader } from '../prime-first-view';

const KEY = ['first-view'];

/** The page at `path`, holding the site server's view of the screen at `viewPath`. */
function pageWithView(path: string, viewPath: string) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<main><div id="${SERVER_VIEW_ID}" data-path="${viewPath}"></div></main>`;
}

/** A first-view loader that puts the address it was given into the cache. */
const loader = vi.fn<FirstViewLoader>((client, url) => {
  client.setQueryData(KEY, url.pathname + url.search);
  return Promise.resolve(true);
});

afterEach(() => {
  document.body.innerHTML = '';
  loader.mockClear();
  vi.useRealTimers();
});

describe('primeFirstView', () => {
  it("loads the view's data before the screen renders, for the address the page is at", async () => {
    pageWithView('/jobs/search?q=barista', '/jobs/search');
    const client = new QueryClient();
    await primeFirstView(client, () => Promise.resolve(loader));
    expect(client.getQueryData(KEY)).toBe('/jobs/search?q=barista');
  });

  it('loads nothing on a page without the view, or with the view of another screen', async () => {
    const load = vi.fn(() => Promise.resolve(loader));
    document.body.innerHTML = '<main></main>';
    await primeFirstView(new QueryClient(), load);
    pageWithView('/jobs/apply?id=1', '/jobs/search');
    await primeFirstView(new QueryClient(), load);
    expect(load).not.toHaveBeenCalled();
  });

  it('stops waiting after its time, and lets a failed load go', async () => {
    pageWithView('/profile/employer', '/profile/employer');
    vi.useFakeTimers();
    const never = vi.fn<FirstViewLoader>(() => new Promise(() => {}));
    const waiting = primeFirstView(new QueryClient(), () => Promise.resolve(never), 2_000);
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(waiting).resolves.toBeUndefined();
    vi.useRealTimers();
    const failing = vi.fn<FirstViewLoader>(() => Promise.reject(new Error('offline')));
    await expect(
      primeFirstView(new QueryClient(), () => Promise.resolve(failing)),
    ).resolves.toBeUndefined();
    expect(failing).toHaveBeenCalledOnce();
  });
});
