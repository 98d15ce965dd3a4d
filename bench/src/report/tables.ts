// Markdown tables of a bench run.
import type { EngineResult } from '../api/run-api';
import type { MigrationResult } from '../migration/run-migration';
import type { SiteResult } from '../site/run-site';
import { describeBodies } from '../site/summary';
import type { PageVisits } from '../site/visit';

const f0 = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : 'n/a');
const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : 'n/a');
const f2 = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : 'n/a');
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
/** How the JavaScript bodies were sent: `br 12, identity 3`. */
const encodings = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([encoding, n]) => `${encoding} ${n}`)
    .join(', ') || '–';

/** The page, and where it ended when a guard redirected the visit. */
const pageLabel = (p: Pick<PageVisits, 'label' | 'url' | 'finalPath'>) =>
  new URL(p.url).pathname === p.finalPath ? p.label : `${p.label} → ended at ${p.finalPath}`;

export interface RunInfo {
  date: string;
  machine: string;
  concurrency: number;
  durationS: number;
  warmupS: number;
}

/** Search against browse of the same scope (target: at most 2× the time, p50 and p99). */
function searchRatio(e: EngineResult): string {
  const time = (name: string) => e.endpoints.find((r) => r.name === name);
  const pairs = [
    ['10 km radius', time('Search words, 10 km radius'), time('Browse by category, 10 km radius')],
    ['all Sydney', time('Search words, all Sydney'), time('Browse by category, all Sydney')],
  ] as const;
  return pairs
    .map(([scope, search, browse]) =>
      search && browse
        ? `Search ÷ browse, ${scope}: p50 ${f2(search.p50 / browse.p50)}×, p99 ${f2(search.p99 / browse.p99)}× (target ≤ 2×).`
        : `Search ÷ browse, ${scope}: not measured.`,
    )
    .join(' ');
}

/** /health while clients search as an attacker would, beside /health alone. */
function attackTable(e: EngineResult): string[] {
  const alone = e.endpoints.find((r) => r.name === 'GET /health');
  if (e.attacks.length === 0 || !alone) return [];
  const answers = (statuses: Record<string, number>) =>
    Object.entries(statuses)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, n]) => `${status} × ${n}`)
      .join(', ');
  const clients = e.attacks[0]?.flood.clients ?? 0;
  return [
    '',
    `Under attack: \`GET /health\` at the same concurrency while ${clients} clients search every ` +
      'category without pause (the bench lifts the per-client limits, so only the refusals and ' +
      'the statement timeout hold them; p99 ÷ alone is to the /health row above):',
    '',
    '| the clients send | their answers | their p50 ms | /health req/s | /health p50 ms | /health p99 ms | p99 ÷ alone |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
    ...e.attacks.map(
      (a) =>
        `| ${a.name}: ${a.words.map((w) => `\`${w}\``).join(', ')} | ${answers(a.flood.statuses)} | ` +
        `${f2(a.flood.p50)} | ${f0(a.health.rps)} | ${f2(a.health.p50)} | ${f2(a.health.p99)} | ` +
        `${f2(a.health.p99 / alone.p99)} |`,
    ),
  ];
}

export function apiTables(run: RunInfo, engines: EngineResult[]): string {
  const out = [
    `### API (${run.date}; ${run.machine})`,
    '',
    `${run.concurrency} concurrent keep-alive connections, ${run.durationS} s per call after ${run.warmupS} s warm-up; ` +
      'the real API process as `npm start` runs it (`node api/dist/server.mjs`, compiled by ' +
      '`npm run build`; log level warn) on a fresh database with ' +
      'the bench data set (api/scripts/bench/seed-sql.ts). Ratios are to `/health` of the same run ' +
      '(request rate: call / health; latency: call / health).',
  ];
  for (const e of engines) {
    out.push(
      '',
      `**${e.engine}**: ${e.seed.counts.listings.toLocaleString('en')} listings, ` +
        `${e.seed.counts.applications.toLocaleString('en')} applications (seeded in ${f1(e.seed.seedSeconds)} s, ` +
        `${e.seed.databaseBytes === null ? 'size on disk unknown' : `${f0(e.seed.databaseBytes / 2 ** 20)} MB on disk`}); ` +
        `API start-up ${f0(e.startupMs)} ms (spawn to the first /health 200); ` +
        `RSS ${f0(e.rssMbAtStart)} MB at start, ${f0(e.rssMbAfterWarmup)} MB after warm-up, ${f0(e.rssMbPeak)} MB peak`,
      '',
      '| call | req/s | p50 ms | p99 ms | req/s ÷ health | p50 ÷ health | p99 ÷ health |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...e.endpoints.map(
        (r) =>
          `| ${r.name} | ${f0(r.rps)} | ${f2(r.p50)} | ${f2(r.p99)} | ${f2(r.rpsRatio)} | ${f2(r.p50Ratio)} | ${f2(r.p99Ratio)} |`,
      ),
      '',
      searchRatio(e),
      ...attackTable(e),
      '',
      `Job-alert pass (api/scripts/bench/alerts.ts, the server stopped): ` +
        `${e.alertPass.alerts.toLocaleString('en')} alerts, ` +
        `${e.alertPass.newListings.toLocaleString('en')} new listings at once: ` +
        `${e.alertPass.matches.toLocaleString('en')} matches in ${f1(e.alertPass.matchSeconds)} s, ` +
        `${e.alertPass.mails.toLocaleString('en')} mails queued in ${f1(e.alertPass.mailSeconds)} s.`,
    );
  }
  out.push(...growthTables(engines));
  return out.join('\n');
}

/**
 * Per engine measured at several sizes: each call's p99 at every size and its growth from the
 * smallest (the target: at most 2× from 100,000 to 1,000,000 listings).
 */
export function growthTables(engines: EngineResult[]): string[] {
  const out: string[] = [];
  for (const engine of [...new Set(engines.map((e) => e.engine))]) {
    const runs = engines
      .filter((e) => e.engine === engine)
      .sort((a, b) => a.seed.counts.listings - b.seed.counts.listings);
    const [first, ...larger] = runs;
    if (!first || larger.length === 0) continue;
    const size = (e: EngineResult) => `${e.seed.counts.listings.toLocaleString('en')}`;
    out.push(
      '',
      `**${engine}, growth with the data set**: each call's p99 at each size, and how many times ` +
        `its p99 at ${size(first)} listings (target: at most 2×).`,
      '',
      `| call | ${runs.map((e) => `p99 ms at ${size(e)}`).join(' | ')} | ${larger.map((e) => `growth to ${size(e)}`).join(' | ')} |`,
      `| --- | ${runs.map(() => '---:').join(' | ')} | ${larger.map(() => '---:').join(' | ')} |`,
      ...first.endpoints.map((call) => {
        const p99 = (e: EngineResult) => e.endpoints.find((r) => r.name === call.name)?.p99 ?? NaN;
        return `| ${call.name} | ${runs.map((e) => f2(p99(e))).join(' | ')} | ${larger
          .map((e) => `${f2(p99(e) / call.p99)}×`)
          .join(' | ')} |`;
      }),
    );
  }
  return out;
}

export function siteTables(run: RunInfo, site: SiteResult): string {
  // Shell first, then the remotes, then the shared libraries.
  const rank = (g: string) => (g === 'shell' ? 0 : g === 'shared' ? 2 : 1);
  const groups = [...new Set(site.pages.flatMap((p) => Object.keys(p.first.jsBytesByGroup)))].sort(
    (a, b) => rank(a) - rank(b) || a.localeCompare(b),
  );
  const out = [
    `### Site (${run.date}; ${run.machine}; production build served by scripts/serve.mjs, Debian Chromium)`,
    '',
    'What a first visit transfers (fresh browser context, empty cache), as Chromium counts it: ' +
      'the encoded body bytes of each response (`Network.loadingFinished.encodedDataLength` minus ' +
      'the response headers), so compressed where the server compressed and as is where it did ' +
      'not; KB of 1024 bytes. The per-package columns and "JS" are JavaScript; "sent as" counts ' +
      'the JavaScript responses by `content-encoding`; "all" is every response of the page ' +
      '(document, scripts, styles, `remotes.json`, API calls). "shared" is the Module Federation ' +
      'shared-library chunks (`__loadShare__` / `__prebuild__` / react / react-dom), wherever they ' +
      'were served from. Target (ARCHITECTURE.md): /jobs/search and /about ≤ 170 KB of ' +
      'JavaScript in ≤ 20 JavaScript requests.',
    '',
    `| page | ${groups.join(' | ')} | JS KB | JS requests | JS sent as | all KB | all requests |`,
    `| --- | ${groups.map(() => '---:').join(' | ')} | ---: | ---: | --- | ---: | ---: |`,
    ...site.pages.map(
      (p) =>
        `| ${pageLabel(p)} | ${groups.map((g) => kb(p.first.jsBytesByGroup[g] ?? 0)).join(' | ')} | ` +
        `${kb(p.first.jsBytes)} | ${p.first.jsRequests} | ${encodings(p.first.jsEncodings)} | ` +
        `${kb(p.first.allBytes)} | ${p.first.allRequests} |`,
    ),
    '',
    'A repeat visit: the same page in a new tab of the same browser context (same HTTP cache). ' +
      'JavaScript answered from the cache without a request, revalidated (304, no body) or ' +
      'transferred again; the target is no JavaScript body except revalidated entry scripts ' +
      '(`remoteEntry.js`), hashed files being immutable cache hits. "bodies" names every response ' +
      'that still carried a body.',
    '',
    '| page | JS requests | JS from cache | JS 304 | JS bodies | of which not `remoteEntry.js` | JS KB | all requests | all 304 | all KB | bodies |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...site.pages.flatMap(({ repeat: r, ...p }) =>
      r
        ? [
            `| ${pageLabel(p)} | ${r.jsRequests} | ${r.jsCacheHits} | ${r.jsRevalidated} | ` +
              `${r.jsBodies.length} | ${r.jsBodiesNotEntry} | ${kb(r.jsBytes)} | ${r.allRequests} | ` +
              `${r.revalidated} | ${kb(r.allBytes)} | ${describeBodies(r.bodies)} |`,
          ]
        : [],
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
    "Lighthouse 12, mobile preset (simulated throttling); each page run several times, the run with the median performance score shown (every run's score in the last column):",
    '',
    '| page | performance | accessibility | best practices | LCP ms | CLS | TBT ms | runs |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...site.lighthouse.map(
      (l) =>
        `| ${l.label} | ${f0(l.performance)} | ${f0(l.accessibility)} | ${f0(l.bestPractices)} | ${f0(l.lcpMs)} | ${f2(l.cls)} | ${f0(l.tbtMs)} | ${(l.runs ?? [l.performance]).map(f0).join(', ')} |`,
    ),
    '',
    "The median run's longest main-thread tasks (Lighthouse's long-tasks audit, on its simulated phone), by the script they run; 'Unattributable' is the browser's own work (parsing, style, layout):",
    '',
    '| page | longest tasks |',
    '| --- | --- |',
    ...site.lighthouse.map(
      (l) =>
        `| ${l.label} | ${(l.longTasks ?? []).map((t) => `${f0(t.ms)} ms ${t.script.length > 48 ? `${t.script.slice(0, 45)}…` : t.script}`).join('; ') || 'none'} |`,
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

/** The migration section: the longest write stall while a release migrates, per data set. */
export function migrationTables(run: RunInfo, results: MigrationResult[]): string {
  const ms = (n: number) => `${f0(n)} ms`;
  return [
    `### Migration (${run.date}; ${run.machine})`,
    '',
    'Longest write stall during a migration, on PostgreSQL: another connection inserts and updates ' +
      'listings one statement after another while the migrator (api/src/db/migrations) runs a ' +
      'release; the stall is the longest single write. The release is ' +
      '`api/test/fixtures/migrations/release` (a column with a constant default and a CHECK NOT ' +
      'VALID, an index built CONCURRENTLY, the CHECK validated); the contrast is the same index ' +
      'built without CONCURRENTLY (`…/blocking`), as migrations 0016-0018 built theirs.',
    '',
    '| listings | seeding | release: longest write | writes | migrations | blocking index: longest write | its build |',
    '| -------: | ------: | ---------------------: | -----: | ---------: | ----------------------------: | --------: |',
    ...results.map(
      (r) =>
        `| ${r.listings.toLocaleString('en')} | ${f0(r.seedSeconds)} s | ${ms(r.release.longestMs)} | ${r.release.writes} | ${ms(r.release.migrationMs)} | ${ms(r.blocking.longestMs)} | ${ms(r.blocking.migrationMs)} |`,
    ),
  ].join('\n');
}
