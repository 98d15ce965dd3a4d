// The site measurements: what a first and a repeat visit transfer (Chromium's counts), the
// shared-library check, Lighthouse per page, and the cost of runtime composition (mf-legal's
// /about through the shell versus mf-legal's current release served alone, its own index.html,
// by the same static server on a port of its own).
import { chromium, type BrowserContext } from '@playwright/test';
import { CHROMIUM_ARGS, config } from '../config';
import { median } from '../stats';
import { visitPage, type PageVisits } from './visit';
import { runLighthouse, type LighthouseResult } from './lighthouse';
import { ensureBuilt, serveRemoteAlone, serveSite } from './serve';

// Demo employer of the seed (api/seed/demo-logins.ts); serve.mjs seeds the demo marketplace.
const EMPLOYER = { email: 'employer@demo.studentgigs.au', password: 'DemoPass123!' };
const LCP_VISITS = 3;

export interface CompositionRow {
  measure: string;
  shell: number;
  alone: number;
}

export interface SiteResult {
  pages: PageVisits[];
  lighthouse: LighthouseResult[];
  composition?: { description: string; rows: CompositionRow[] };
}

async function employerCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(EMPLOYER),
  });
  if (!response.ok) throw new Error(`demo employer login answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .join('; ');
}

/** A listing the seed posted, for the job page. */
async function firstListingId(base: string): Promise<string> {
  const response = await fetch(`${base}/api/system/jobs/by-category?category_code=HOSP&limit=1`);
  const body = (await response.json()) as { jobs?: { id: string }[] };
  const id = body.jobs?.[0]?.id;
  if (!response.ok || !id) throw new Error(`no listing to open (HTTP ${response.status})`);
  return id;
}

export async function runSiteBench(): Promise<SiteResult> {
  await ensureBuilt();
  const site = await serveSite();
  let legal: Awaited<ReturnType<typeof serveRemoteAlone>> | undefined;
  try {
    legal = await serveRemoteAlone('mf-legal');
    const STANDALONE_ABOUT = `${legal.base}/about`;
    const base = site.base;
    const signIn = async (context: BrowserContext) => {
      const response = await context.request.post(`${base}/api/auth/login`, { data: EMPLOYER });
      if (!response.ok()) throw new Error(`demo employer login answered ${response.status()}`);
    };
    const browser = await chromium.launch({ executablePath: config.chromium, args: CHROMIUM_ARGS });
    let pages: PageVisits[];
    const aboutShellLcp: number[] = [];
    const aboutAloneLcp: number[] = [];
    let alone: PageVisits;
    try {
      process.stdout.write('Site: first and repeat visits…\n');
      pages = [
        await visitPage(browser, { label: '/jobs/search', url: `${base}/jobs/search` }),
        await visitPage(browser, { label: '/about', url: `${base}/about` }),
        await visitPage(browser, {
          label: '/profile/employer (signed in as the demo employer)',
          url: `${base}/profile/employer`,
          prepare: signIn,
        }),
      ];
      const ports = { [legal.port]: 'mf-legal' };
      alone = await visitPage(browser, {
        label: 'mf-legal alone: /about',
        url: STANDALONE_ABOUT,
        ports,
      });
      const sample = async (url: string) =>
        (await visitPage(browser, { label: '', url, repeat: false })).lcpMs;
      for (let i = 0; i < LCP_VISITS; i += 1) {
        aboutShellLcp.push(await sample(`${base}/about`));
        aboutAloneLcp.push(await sample(STANDALONE_ABOUT));
      }
    } finally {
      await browser.close();
    }
    process.stdout.write('Site: Lighthouse…\n');
    const jobId = await firstListingId(base);
    const lighthouse = [
      await runLighthouse('/jobs/search', `${base}/jobs/search`),
      await runLighthouse('/about', `${base}/about`),
      await runLighthouse('/jobs/apply?id=… (a seeded listing)', `${base}/jobs/apply?id=${jobId}`),
      await runLighthouse('/profile/employer (signed in)', `${base}/profile/employer`, () =>
        employerCookie(base),
      ),
    ];
    const aloneLh = await runLighthouse('mf-legal alone: /about', STANDALONE_ABOUT);
    const shellAbout = pages[1];
    const shellLh = lighthouse[1];
    const composition =
      shellAbout && shellLh
        ? {
            description:
              "mf-legal's /about through the shell (http://localhost:4173/about: shell, nav, footer " +
              "and the remote loaded at runtime) versus mf-legal's current release served alone " +
              '(its own index.html, by the static server of the remotes, on a port of its own). ' +
              `Unthrottled LCP is the median of ${LCP_VISITS} fresh-context visits in Playwright; ` +
              'Lighthouse figures are its mobile preset.',
            rows: [
              {
                measure: 'JS transferred (first visit), KB',
                shell: shellAbout.first.jsBytes / 1024,
                alone: alone.first.jsBytes / 1024,
              },
              {
                measure: 'JS requests (first visit)',
                shell: shellAbout.first.jsRequests,
                alone: alone.first.jsRequests,
              },
              {
                measure: 'LCP unthrottled, ms',
                shell: median(aboutShellLcp),
                alone: median(aboutAloneLcp),
              },
              { measure: 'Lighthouse LCP, ms', shell: shellLh.lcpMs, alone: aloneLh.lcpMs },
              { measure: 'Lighthouse TBT, ms', shell: shellLh.tbtMs, alone: aloneLh.tbtMs },
              {
                measure: 'Lighthouse performance score',
                shell: shellLh.performance,
                alone: aloneLh.performance,
              },
            ],
          }
        : undefined;
    return { pages: [...pages, alone], lighthouse: [...lighthouse, aloneLh], composition };
  } finally {
    await legal?.stop();
    await site.stop();
  }
}
