// npm test step 'Budgets': after the build, measures the gzipped JavaScript of the shell and each
// remote from their dist folders against their budgets (the shell's in scripts/budgets.json, each
// remote's in shared-kit/remote-registry.mjs), and checks from the built files that
// React, react-dom, styled-components and @tanstack/react-query can only be loaded once, and that
// the shell's JavaScript carries no endpoint that only remotes call (budgets/shell-endpoints.mjs).
// Exits 1 naming every package over its budget, every single-copy problem and every such endpoint.
// `--readme`: also rewrites the budget table of docs/performance.md, between `<!-- budgets:start -->` and
// `<!-- budgets:end -->` and nowhere else (other tables name the same packages).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES } from 'shared-kit/remote-registry';
import { htmlEntries, measurePackage } from './budgets/chunk-graph.mjs';
import { checkShellEndpoints } from './budgets/shell-endpoints.mjs';
import { checkSingleCopy } from './budgets/single-copy.mjs';
import { root } from './services.mjs';

const { gzipBytes: shellBudgets } = JSON.parse(
  readFileSync(join(root, 'scripts', 'budgets.json'), 'utf8'),
);
/** Gzip bytes each package may ship: the shell's from budgets.json, the remotes' from the registry. */
const budgets = {
  ...shellBudgets,
  ...Object.fromEntries(REMOTES.map((remote) => [remote.name, remote.gzipBudget])),
};
const budgetSource = (name) =>
  name in shellBudgets ? 'scripts/budgets.json' : 'shared-kit/remote-registry.mjs';
const PACKAGES = ['shell', ...REMOTES.map((remote) => remote.name)];
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
  packages = PACKAGES.map((name) => [name, measure(name)]);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// The budget table lives with the other figures, in docs/performance.md.
const README = join(root, 'docs', 'performance.md');
const README_START = '<!-- budgets:start -->';
const README_END = '<!-- budgets:end -->';

/** The README's budget table, written only between its markers, then formatted by prettier. */
function writeReadme(counted) {
  const readme = readFileSync(README, 'utf8');
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start === -1 || end < start)
    throw new Error(
      `docs/performance.md has no ${README_START} … ${README_END} block for the budget table`,
    );
  const table = [
    '| package | counted JS | budget |',
    '| --- | ---: | ---: |',
    ...counted.map(([name, bytes]) => `| \`${name}\` | ${kB(bytes)} | ${kB(budgets[name])} |`),
  ].join('\n');
  writeFileSync(
    README,
    `${readme.slice(0, start)}${README_START}\n\n${table}\n\n${readme.slice(end)}`,
  );
  const prettier = spawnSync(join(root, 'node_modules/.bin/prettier'), ['--write', README], {
    stdio: 'ignore',
  });
  if (prettier.status !== 0) throw new Error('prettier could not format docs/performance.md');
  console.log(`\nWrote the budget table of ${README}`);
}

const problems = [];
const counted = [];
const rows = packages.map(([name, { own, shared }]) => {
  // The shell provides the shared libraries on every page, so they count against its budget.
  const bytes = name === 'shell' ? own.gzip + shared.gzip : own.gzip;
  counted.push([name, bytes]);
  const budget = budgets[name];
  if (typeof budget !== 'number') problems.push(`${name} has no budget (${budgetSource(name)})`);
  else if (bytes > budget)
    problems.push(
      `${name} ships ${kB(bytes)} of JavaScript (gzip), over its budget of ${kB(budget)} (${budgetSource(name)})`,
    );
  const status = typeof budget === 'number' && bytes <= budget ? 'ok' : 'OVER';
  return [name, kB(own.gzip), kB(shared.gzip), kB(bytes), budget ? kB(budget) : '-', status];
});

const header = ['Package', 'Own JS (gzip)', 'Shared libs (gzip)', 'Counted', 'Budget', ''];
console.log(
  [header, header.map(() => '---'), ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n'),
);
console.log(
  '\nShared libs: for a remote, its fallback copies, downloaded only when no container provides them;' +
    '\nfor the shell, the copies it provides to every remote (counted in its budget).',
);

if (process.argv.includes('--readme')) writeReadme(counted);

problems.push(...checkSingleCopy(packages));
const endpoints = await checkShellEndpoints(root);
problems.push(...endpoints.problems);
if (problems.length) {
  console.error(`\nBudget check failed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(
  '\nWithin budget; react, react-dom, styled-components and @tanstack/react-query are single copies;' +
    `\nthe shell carries none of the ${endpoints.forbidden.length} endpoint paths only remotes call` +
    ` (it may carry ${endpoints.allowed.join(', ')}: the shell and the kit name them).`,
);
