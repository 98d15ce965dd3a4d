// A first visit in a fresh browser context (empty cache), then a repeat visit in a new tab of the
// same context (same HTTP cache). Bytes are Chromium's own counts of what the servers sent
// (transfer.ts: encoded body bytes, so compressed when the server compressed, as sent when not).
// The first visit also checks the shared libraries: downloads (responses holding a library's own
// code, by signature) and instances (the Module Federation share scope: how many distinct
// providers the containers resolved each package to).
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { LIBRARY_SIGNATURES } from './classify';
import { summarise, type VisitFigures } from './summary';
import { recordTransfers, type Transfer } from './transfer';

export interface LibraryCheck {
  name: string;
  downloads: number;
  instances: number;
}

export interface PageVisits {
  label: string;
  url: string;
  first: VisitFigures;
  /** Absent when the page was visited once (the LCP samples). */
  repeat?: VisitFigures;
  libraries: LibraryCheck[];
  /** Where the first visit ended (a guard may have redirected, e.g. to sign-in). */
  finalPath: string;
  /** Largest contentful paint seen by the first visit (unthrottled), ms. */
  lcpMs: number;
  /** Every request of both visits, for bench/results/latest.json. */
  transfers: { first: Transfer[]; repeat?: Transfer[] };
}

/** Package name → distinct providers (`from@version`) over every container's share scope. */
function shareProviders(): Record<string, number> {
  type Entry = { from?: string; version?: string };
  const share = (globalThis as { __FEDERATION__?: { __SHARE__?: unknown } }).__FEDERATION__
    ?.__SHARE__ as
    Record<string, Record<string, Record<string, Record<string, Entry>>>> | undefined;
  const providers: Record<string, Set<string>> = {};
  for (const scopes of Object.values(share ?? {}))
    for (const packages of Object.values(scopes))
      for (const [name, versions] of Object.entries(packages))
        for (const entry of Object.values(versions))
          (providers[name] ??= new Set()).add(`${entry.from ?? '?'}@${entry.version ?? '?'}`);
  return Object.fromEntries(Object.entries(providers).map(([k, v]) => [k, v.size]));
}

function largestPaint(): Promise<number> {
  return new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      resolve(entries[entries.length - 1]?.startTime ?? Number.NaN);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => resolve(Number.NaN), 3000);
  });
}

/** Loads the page in a new tab until the network is idle; returns the tab and its transfers. */
async function load(
  context: BrowserContext,
  url: string,
): Promise<{ tab: Page; transfers: Transfer[] }> {
  const tab = await context.newPage();
  const recorder = await recordTransfers(context, tab);
  await tab.goto(url, { waitUntil: 'networkidle' });
  const transfers = recorder.transfers();
  await recorder.stop();
  return { tab, transfers };
}

export async function visitPage(
  browser: Browser,
  page: {
    label: string;
    url: string;
    prepare?: (context: BrowserContext) => Promise<void>;
    /** false: the first visit only (LCP samples). */
    repeat?: boolean;
    /** Packages served on ports of their own (classify.ts). */
    ports?: Record<string, string>;
  },
): Promise<PageVisits> {
  const context = await browser.newContext();
  try {
    await page.prepare?.(context);
    // Decoded script bodies, for the library signatures only; sizes come from the recorder.
    const scripts: Promise<Buffer | undefined>[] = [];
    const collect = (tab: Page) =>
      tab.on('response', (response) => {
        const type = response.headers()['content-type'] ?? '';
        if (response.request().resourceType() !== 'script' && !type.includes('javascript')) return;
        scripts.push(response.body().catch(() => undefined));
      });
    context.once('page', collect);
    const first = await load(context, page.url);
    const lcpMs = await first.tab.evaluate(largestPaint);
    const providers = await first.tab.evaluate(shareProviders);
    const finalPath = new URL(first.tab.url()).pathname;
    const bodies = (await Promise.all(scripts)).filter((b) => b !== undefined);
    const libraries = LIBRARY_SIGNATURES.map(({ name, signature }) => ({
      name,
      downloads: bodies.filter((b) => b.includes(signature)).length,
      instances: providers[name] ?? 0,
    }));
    await first.tab.close();
    const repeat = page.repeat === false ? undefined : await load(context, page.url);
    return {
      label: page.label,
      url: page.url,
      first: summarise(first.transfers, page.ports),
      ...(repeat ? { repeat: summarise(repeat.transfers, page.ports) } : {}),
      libraries,
      finalPath,
      lcpMs,
      transfers: { first: first.transfers, ...(repeat ? { repeat: repeat.transfers } : {}) },
    };
  } finally {
    await context.close();
  }
}
