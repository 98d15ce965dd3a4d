// A first visit in a fresh browser context (empty cache): every JavaScript response, gzipped
// size by package, the shared libraries' downloads (by signature) and instances (by the Module
// Federation share scope: how many distinct providers the containers resolved each package to).
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext } from '@playwright/test';
import { classify, LIBRARY_SIGNATURES } from './classify';

export interface LibraryCheck {
  name: string;
  downloads: number;
  instances: number;
}

export interface FirstVisit {
  label: string;
  url: string;
  bytesByGroup: Record<string, number>;
  totalBytes: number;
  jsRequests: number;
  libraries: LibraryCheck[];
  /** Where the visit ended (a guard may have redirected, e.g. to sign-in). */
  finalPath: string;
  /** Largest contentful paint seen by the page (unthrottled), ms. */
  lcpMs: number;
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

export async function firstVisit(
  browser: Browser,
  page: { label: string; url: string; prepare?: (context: BrowserContext) => Promise<void> },
): Promise<FirstVisit> {
  const context = await browser.newContext();
  try {
    await page.prepare?.(context);
    const tab = await context.newPage();
    const bodies: Promise<{ url: string; body: Buffer } | undefined>[] = [];
    tab.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (response.request().resourceType() !== 'script' && !type.includes('javascript')) return;
      bodies.push(
        response.body().then(
          (body) => ({ url: response.url(), body }),
          () => undefined,
        ),
      );
    });
    await tab.goto(page.url, { waitUntil: 'networkidle' });
    const lcpMs = await tab.evaluate(largestPaint);
    const providers = await tab.evaluate(shareProviders);
    const scripts = (await Promise.all(bodies)).filter((s) => s !== undefined);
    const bytesByGroup: Record<string, number> = {};
    for (const script of scripts) {
      const group = classify(script.url);
      bytesByGroup[group] = (bytesByGroup[group] ?? 0) + gzipSync(script.body, { level: 6 }).length;
    }
    const libraries = LIBRARY_SIGNATURES.map(({ name, signature }) => ({
      name,
      downloads: scripts.filter((s) => s.body.includes(signature)).length,
      instances: providers[name] ?? 0,
    }));
    return {
      label: page.label,
      url: page.url,
      bytesByGroup,
      totalBytes: Object.values(bytesByGroup).reduce((a, b) => a + b, 0),
      jsRequests: scripts.length,
      libraries,
      finalPath: new URL(tab.url()).pathname,
      lcpMs,
    };
  } finally {
    await context.close();
  }
}
