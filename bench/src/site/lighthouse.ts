// Lighthouse 12 through its node API on Debian Chromium (chrome-launcher), mobile preset (the
// default form factor, simulated throttling). `signIn` signs each run in with a session of its own
// (its cookies sent as extraHeaders): a run's page rotates the refresh token, and the next run
// presenting the same one would be a replay, which signs the family out. Scores
// move by several points between runs (the simulation scales the CPU time it observes), so each
// page is run `config.lighthouseRuns` times and the run with the median performance score is kept,
// as Lighthouse's own documentation advises.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, config } from '../config';

export interface LighthouseResult {
  label: string;
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Performance scores of every run, lowest first (the median run's figures are the others). */
  runs?: number[];
  /** The median run's longest main-thread tasks (Lighthouse's long-tasks audit), longest first. */
  longTasks?: LongTask[];
}

export interface LongTask {
  /** The script the task is attributed to (its file name), or 'Unattributable'. */
  script: string;
  /** Its duration on the simulated phone, in ms. */
  ms: number;
}

/** How many of the longest tasks a result keeps. */
const LONG_TASKS = 3;

/** The longest tasks of a run, each named by its script's file name. */
export function longestTasks(items: readonly { url?: string; duration?: number }[]): LongTask[] {
  return [...items]
    .map((item) => ({
      script: item.url
        ? (new URL(item.url, 'http://x').pathname.split('/').pop() ?? item.url)
        : 'Unattributable',
      ms: item.duration ?? 0,
    }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, LONG_TASKS);
}

// Lighthouse's own Chromium also gets /dev/shm relief: its traces are large.
const CHROME_FLAGS = [...CHROMIUM_ARGS, '--disable-dev-shm-usage'];

async function runOnce(label: string, url: string, cookie?: string): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: config.chromium,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, finalDisplayedUrl } = result.lhr;
    // A page that sent its visitor elsewhere (a sign-in that did not hold) was not measured.
    if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`Lighthouse's visit of ${url} ended at ${finalDisplayedUrl}`);
    const score = (id: string) => (categories[id]?.score ?? Number.NaN) * 100;
    const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      label,
      url,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: metric('largest-contentful-paint'),
      cls: metric('cumulative-layout-shift'),
      tbtMs: metric('total-blocking-time'),
      longTasks: longestTasks(
        (audits['long-tasks']?.details as { items?: { url?: string; duration?: number }[] })
          ?.items ?? [],
      ),
    };
  } finally {
    chrome.kill();
  }
}

/** The median run (by performance score) of `runs` fresh Lighthouse runs of a page. */
export async function runLighthouse(
  label: string,
  url: string,
  signIn?: () => Promise<string>,
  runs = config.lighthouseRuns,
): Promise<LighthouseResult> {
  const results: LighthouseResult[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await runOnce(label, url, await signIn?.()));
  results.sort((a, b) => a.performance - b.performance);
  const median = results[Math.floor((results.length - 1) / 2)];
  if (!median) throw new Error(`no Lighthouse run of ${url}`);
  return { ...median, runs: results.map((r) => r.performance) };
}
