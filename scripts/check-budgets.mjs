// npm test step 'Budgets': after the build, measures the gzipped JavaScript of the shell and each
// remote from their dist folders against scripts/budgets.json, and checks from the built files that
// React, react-dom, styled-components and @tanstack/react-query can only be loaded once.
// Exits 1 naming every package over its budget and every single-copy problem.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { htmlEntries, measurePackage } from './budgets/chunk-graph.mjs';
import { checkSingleCopy } from './budgets/single-copy.mjs';
import { root } from './services.mjs';

const REMOTES = ['mf-auth', 'mf-jobs', 'mf-student', 'mf-employer', 'mf-legal'];
const { gzipBytes: budgets } = JSON.parse(
  readFileSync(join(root, 'scripts', 'budgets.json'), 'utf8'),
);
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

function measure(name) {
  const dist = join(root, name, 'dist');
  if (!existsSync(join(dist, 'index.html')))
    throw new Error(`${name}/dist is missing: run the build first (node scripts/test.mjs build)`);
  // A remote is entered through remoteEntry.js; the shell through its index.html.
  const entries = name === 'shell' ? htmlEntries(dist) : [join(dist, 'remoteEntry.js')];
  return measurePackage(dist, entries);
}

let packages;
try {
  packages = ['shell', ...REMOTES].map((name) => [name, measure(name)]);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const problems = [];
const rows = packages.map(([name, { own, shared }]) => {
  // The shell provides the shared libraries on every page, so they count against its budget.
  const counted = name === 'shell' ? own.gzip + shared.gzip : own.gzip;
  const budget = budgets[name];
  if (typeof budget !== 'number') problems.push(`${name} has no budget in scripts/budgets.json`);
  else if (counted > budget)
    problems.push(
      `${name} ships ${kB(counted)} of JavaScript (gzip), over its budget of ${kB(budget)} (scripts/budgets.json)`,
    );
  const status = typeof budget === 'number' && counted <= budget ? 'ok' : 'OVER';
  return [name, kB(own.gzip), kB(shared.gzip), kB(counted), budget ? kB(budget) : '-', status];
});

const header = ['Package', 'Own JS (gzip)', 'Shared libs (gzip)', 'Counted', 'Budget', ''];
console.log(
  [header, header.map(() => '---'), ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n'),
);
console.log(
  '\nShared libs: for a remote, its fallback copies, downloaded only when no container provides them;' +
    '\nfor the shell, the copies it provides to every remote (counted in its budget).',
);

problems.push(...checkSingleCopy(packages));
if (problems.length) {
  console.error(`\nBudget check failed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(
  '\nWithin budget; react, react-dom, styled-components and @tanstack/react-query are single copies.',
);
