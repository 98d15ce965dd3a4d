// Markdown tables of a bench run.
import type { EngineResult } from '../api/run-api';
import type { FirstVisit } from '../site/first-visit';
import type { SiteResult } from '../site/run-site';

const f0 = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : 'n/a');
const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : 'n/a');
const f2 = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : 'n/a');
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The page, and where it ended when a guard redirected the visit. */
const pageLabel = (p: FirstVisit) =>
  new URL(p.url).pathname === p.finalPath ? p.label : `${p.label} → ended at ${p.finalPath}`;

export interface RunInfo {
  date: string;
  machine: string;
  concurrency: number;
  durationS: number;
  warmupS: number;
}

export function apiTables(run: RunInfo, engines: EngineResult[]): string {
  const out = [
    `### API (${run.date}; ${run.machine})`,
    '',
    `${run.concurrency} concurrent keep-alive connections, ${run.durationS} s per call after ${run.warmupS} s warm-up; ` +
      'the real API process (`tsx src/server.ts`, log level warn) on a fresh database with ' +
      'the bench data set (api/scripts/bench/seed-sql.ts). Ratios are to `/health` of the same run ' +
      '(request rate: call / health; latency: call / health).',
  ];
  for (const e of engines) {
    out.push(
      '',
      `**${e.engine}**: ${e.seed.counts.listings.toLocaleString('en')} listings, ` +
        `${e.seed.counts.applications.toLocaleString('en')} applications (seeded in ${f1(e.seed.seedSeconds)} s); ` +
        `API RSS ${f0(e.rssMbAfterWarmup)} MB after warm-up, ${f0(e.rssMbPeak)} MB peak`,
      '',
      '| call | req/s | p50 ms | p99 ms | req/s ÷ health | p50 ÷ health | p99 ÷ health |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...e.endpoints.map(
        (r) =>
          `| ${r.name} | ${f0(r.rps)} | ${f2(r.p50)} | ${f2(r.p99)} | ${f2(r.rpsRatio)} | ${f2(r.p50Ratio)} | ${f2(r.p99Ratio)} |`,
      ),
    );
  }
  return out.join('\n');
}

export function siteTables(run: RunInfo, site: SiteResult): string {
  // Shell first, then the remotes, then the shared libraries.
  const rank = (g: string) => (g === 'shell' ? 0 : g === 'shared' ? 2 : 1);
  const groups = [...new Set(site.pages.flatMap((p) => Object.keys(p.bytesByGroup)))].sort(
    (a, b) => rank(a) - rank(b) || a.localeCompare(b),
  );
  const out = [
    `### Site (${run.date}; ${run.machine}; production build served by scripts/serve.mjs, Debian Chromium)`,
    '',
    'JavaScript a first visit downloads (fresh browser context, empty cache), in KB of gzip ' +
      '(each response body gzipped at level 6, whatever the server sent). "shared" is the Module ' +
      'Federation shared-library chunks (`__loadShare__` / `__prebuild__` / react / react-dom), ' +
      'wherever they were served from.',
    '',
    `| page | ${groups.join(' | ')} | total | JS requests |`,
    `| --- | ${groups.map(() => '---:').join(' | ')} | ---: | ---: |`,
    ...site.pages.map(
      (p) =>
        `| ${pageLabel(p)} | ${groups.map((g) => kb(p.bytesByGroup[g] ?? 0)).join(' | ')} | ${kb(p.totalBytes)} | ${p.jsRequests} |`,
    ),
    '',
    'Each shared library downloaded and initialised once (downloads: JS responses holding the ' +
      "library's own code; instances: copies the Module Federation share scope loaded):",
    '',
    '| page | React | react-dom | styled-components | @tanstack/react-query | once? |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    ...site.pages.map((p) => {
      const c = p.libraries;
      const cell = (name: string) => {
        const l = c.find((x) => x.name === name);
        return l ? `${l.downloads} dl / ${l.instances} init` : 'n/a';
      };
      const once = c.every((l) => l.downloads === 1 && l.instances === 1) ? 'yes' : '**no**';
      return `| ${p.label} | ${cell('react')} | ${cell('react-dom')} | ${cell('styled-components')} | ${cell('@tanstack/react-query')} | ${once} |`;
    }),
    '',
    'Lighthouse 12, mobile preset (simulated throttling), one run per page:',
    '',
    '| page | performance | accessibility | best practices | LCP ms | CLS | TBT ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...site.lighthouse.map(
      (l) =>
        `| ${l.label} | ${f0(l.performance)} | ${f0(l.accessibility)} | ${f0(l.bestPractices)} | ${f0(l.lcpMs)} | ${f2(l.cls)} | ${f0(l.tbtMs)} |`,
    ),
  ];
  const c = site.composition;
  if (c) {
    out.push(
      '',
      `Cost of runtime composition: ${c.description}`,
      '',
      '| measure | through the shell | remote alone | ratio (shell ÷ alone) |',
      '| --- | ---: | ---: | ---: |',
      ...c.rows.map(
        (r) => `| ${r.measure} | ${f1(r.shell)} | ${f1(r.alone)} | ${f2(r.shell / r.alone)} |`,
      ),
    );
  }
  return out.join('\n');
}
