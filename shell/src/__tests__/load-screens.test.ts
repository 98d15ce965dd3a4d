import { describe, expect, it } from 'vitest';
import type { RemotesManifest } from '../manifest';
import { INLINE_SCREENS_ID, loadScreens } from '../screens/load-screens';

const entry = (remote: string, release = 'r1') =>
  `http://cdn.test/${remote}/${release}/remoteEntry.js`;
const manifest = {
  remotes: { 'mf-jobs': { entry: entry('mf-jobs') }, 'mf-legal': { entry: entry('mf-legal') } },
} as unknown as RemotesManifest;
const jobs = { screens: [{ path: '/jobs/search', layout: 'main', access: 'public' }] };
const legal = { screens: [{ path: '/about', layout: 'main', access: 'public' }] };

/** A page whose inline declarations are `inline` (none when undefined). */
function page(inline?: unknown): Pick<Document, 'getElementById'> {
  return {
    getElementById: (id: string) =>
      (id === INLINE_SCREENS_ID && inline !== undefined
        ? { textContent: JSON.stringify(inline) }
        : null) as HTMLElement | null,
  };
}

function files(byUrl: Record<string, unknown>) {
  const asked: string[] = [];
  const fetchImpl = ((url: URL) => {
    asked.push(url.href);
    const body = byUrl[url.href];
    return Promise.resolve(
      body === undefined
        ? new Response('missing', { status: 404 })
        : new Response(JSON.stringify(body)),
    );
  }) as unknown as typeof fetch;
  return { asked, fetchImpl };
}

describe('loadScreens', () => {
  it('routes by the declarations the page carries, asking nothing', async () => {
    const { asked, fetchImpl } = files({});
    const inline = {
      'mf-jobs': { entry: entry('mf-jobs'), ...jobs },
      'mf-legal': { entry: entry('mf-legal'), ...legal },
    };
    const loaded = await loadScreens(manifest, fetchImpl, page(inline), () => {});
    expect(loaded.screens.map((s) => [s.path, s.remote])).toEqual([
      ['/jobs/search', 'mf-jobs'],
      ['/about', 'mf-legal'],
    ]);
    expect(loaded.missing).toEqual([]);
    expect(asked).toEqual([]);
  });

  it("reads a release's screens.json beside its entry when the page carries another release's", async () => {
    const { asked, fetchImpl } = files({
      'http://cdn.test/mf-legal/r1/screens.json': legal,
    });
    const inline = {
      'mf-jobs': { entry: entry('mf-jobs'), ...jobs },
      'mf-legal': { entry: entry('mf-legal', 'r0'), screens: [] },
    };
    const loaded = await loadScreens(manifest, fetchImpl, page(inline), () => {});
    expect(loaded.screens.map((s) => s.path)).toEqual(['/jobs/search', '/about']);
    expect(asked).toEqual(['http://cdn.test/mf-legal/r1/screens.json']);
  });

  it('reports a declaration it cannot read and a path two remotes claim', async () => {
    const reports: string[] = [];
    const { fetchImpl } = files({
      'http://cdn.test/mf-jobs/r1/screens.json': { screens: [...jobs.screens, ...legal.screens] },
    });
    const loaded = await loadScreens(manifest, fetchImpl, page(), (m) => reports.push(m));
    expect(loaded.missing).toEqual(['mf-legal']);
    expect(reports).toEqual(['the screens of mf-legal could not be read']);

    const both = files({
      'http://cdn.test/mf-jobs/r1/screens.json': jobs,
      'http://cdn.test/mf-legal/r1/screens.json': { screens: [...legal.screens, ...jobs.screens] },
    });
    reports.length = 0;
    const claimed = await loadScreens(manifest, both.fetchImpl, page(), (m) => reports.push(m));
    expect(claimed.screens.map((s) => [s.path, s.remote])).toEqual([
      ['/jobs/search', 'mf-jobs'],
      ['/about', 'mf-legal'],
    ]);
    expect(reports).toEqual([
      "/jobs/search is claimed by both mf-jobs and mf-legal: mf-legal's claim is refused (a path belongs to one remote)",
    ]);
  });

  it("builds the nav from every release's entries, a new remote's too, in their order", async () => {
    const help = {
      screens: [{ path: '/help', layout: 'main', access: 'public' }],
      nav: [{ label: 'Help', path: '/help', roles: 'public', order: 25 }],
    };
    const withHelp = {
      remotes: { ...manifest.remotes, 'mf-help': { entry: entry('mf-help') } },
    } as RemotesManifest;
    const { asked, fetchImpl } = files({ 'http://cdn.test/mf-help/r1/screens.json': help });
    const inline = {
      'mf-jobs': {
        entry: entry('mf-jobs'),
        ...jobs,
        nav: [{ label: 'Jobs', path: '/jobs/search', roles: 'public', order: 10 }],
      },
      'mf-legal': {
        entry: entry('mf-legal'),
        ...legal,
        nav: [{ label: 'About', path: '/about', roles: 'public', order: 20 }],
      },
    };
    const loaded = await loadScreens(withHelp, fetchImpl, page(inline), () => {});
    expect(loaded.nav.map((e) => [e.label, e.remote])).toEqual([
      ['Jobs', 'mf-jobs'],
      ['About', 'mf-legal'],
      ['Help', 'mf-help'],
    ]);
    expect(loaded.screens.map((s) => s.path)).toContain('/help');
    expect(asked).toEqual(['http://cdn.test/mf-help/r1/screens.json']);
  });
});
