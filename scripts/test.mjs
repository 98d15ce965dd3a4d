// npm test: every check the project has, in the order that fails fastest.
// Types, lint and format, unit tests, API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set), then a production build, its JavaScript size budgets and single-copy check, and that build
// served as `npm start` serves it, driven end to end in Chromium.
// `npm test -- --changed [--base=<ref>]` runs only what a change touches (scripts/changed.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_ARGS } from './build.mjs';
import { changedFiles, planFor, workspacePackages } from './changed.mjs';
import { pnpm } from './pnpm.mjs';
import { onPinnedNode } from './node-runtime.mjs';

// On an older Node (the machine's 20), this runs again under the project's pinned one.
await onPinnedNode();

// Not from services.mjs: that imports workspace packages, which the Install step has yet to link.
const root = fileURLToPath(new URL('..', import.meta.url));

// Each step runs its commands in order. A command whose first argument is 'node' runs a script of
// ours instead of pnpm.
const steps = [
  ['Install', ['install', '--frozen-lockfile']],
  ['Type check', ['-r', 'run', 'typecheck']],
  // Lint, then proof that it refuses the imports the architecture forbids; the API's folders and
  // the absence of cycles between them, its SQL naming the schema through its objects, then proof
  // that those checks refuse too.
  [
    'Lint',
    // Typed lint holds a program per package at once: about 4.6 GB at its peak on 27 Nov 2026,
    // past Node's default heap limit (about 4 GB), so it gets 6 GB.
    ['exec', 'node', '--max-old-space-size=6144', 'node_modules/eslint/bin/eslint.js', '.'],
    ['node', '--test', 'scripts/lint-boundaries.test.mjs'],
    ['node', 'scripts/api-layout.mjs'],
    ['node', 'scripts/api-sql.mjs'],
    [
      'node',
      '--test',
      'scripts/api-layout.test.mjs',
      'scripts/api-sql.test.mjs',
      'scripts/changed.test.mjs',
    ],
  ],
  // The Prometheus alert rules of deploy/prometheus, checked and run against their cases.
  ['Alert rules', ['node', 'scripts/check-rules.mjs']],
  ['Format', ['exec', 'prettier', '--check', '.']],
  ['Unit tests', ['-r', '--filter', '!api', '--filter', '!e2e', 'run', 'test']],
  ['API tests', ['--filter', 'api', 'run', 'test']],
  // Built, then compressed and published as npm start serves it (scripts/release.mjs).
  ['Build', BUILD_ARGS, ['node', 'scripts/release.mjs']],
  // Sizes, single copies and the shell's endpoints, then proof that the endpoint check refuses.
  [
    'Budgets',
    ['node', 'scripts/check-budgets.mjs'],
    ['node', '--test', 'scripts/budgets/shell-endpoints.test.mjs'],
  ],
  ['End-to-end tests', ['--filter', 'e2e', 'run', 'test']],
];

function runCommand(args) {
  return args[0] === 'node'
    ? (spawnSync(process.execPath, args.slice(1), { cwd: root, stdio: 'inherit' }).status ?? 1)
    : pnpm(args);
}

const args = process.argv.slice(2);
const changed = args.includes('--changed');
const base = args.find((arg) => arg.startsWith('--base='))?.slice('--base='.length);
const only = args.filter((arg) => !arg.startsWith('--'));

/**
 * `--changed`: each step narrowed to the packages the change touches and their dependents (and to
 * the changed files, for lint and format); the build, budgets and end-to-end suite only when the
 * served site is among them (scripts/changed.mjs).
 */
function narrowed(plan) {
  const existing = plan.files.filter((file) => existsSync(join(root, file)));
  const lintable = existing.filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file));
  const filters = (names) => names.flatMap((name) => ['--filter', name]);
  const units = plan.packages.filter((name) => name !== 'api' && name !== 'e2e');
  const apiTouched = plan.files.some((file) => /^api\/(src|seed)\//.test(file));
  const narrow = {
    'Type check': plan.packages.length
      ? [['-r', ...filters(plan.packages), 'run', 'typecheck']]
      : [],
    Lint: [
      ...(lintable.length ? [['exec', 'eslint', ...lintable]] : []),
      ...(apiTouched
        ? [
            ['node', 'scripts/api-layout.mjs'],
            ['node', 'scripts/api-sql.mjs'],
          ]
        : []),
    ],
    'Alert rules': plan.files.some((file) => file.startsWith('deploy/prometheus/'))
      ? [['node', 'scripts/check-rules.mjs']]
      : [],
    Format: existing.length
      ? [['exec', 'prettier', '--check', '--ignore-unknown', ...existing]]
      : [],
    'Unit tests': units.length ? [['-r', ...filters(units), 'run', 'test']] : [],
    'API tests': plan.packages.includes('api') ? [['--filter', 'api', 'run', 'test']] : [],
  };
  return steps.flatMap(([label, ...commands]) => {
    if (label === 'Install') return [[label, ...commands]];
    if (label in narrow) return narrow[label].length ? [[label, ...narrow[label]]] : [];
    return plan.site ? [[label, ...commands]] : [];
  });
}

let plan = steps;
if (changed) {
  const change = changedFiles(root, base);
  const scope = planFor(change.files, workspacePackages(root));
  console.log(
    `Changed since ${change.base}: ${change.files.length} files; ` +
      (scope.everything
        ? 'a file outside the packages, so every step runs'
        : `packages ${scope.packages.join(', ') || 'none'}${scope.site ? ', and the site' : ''}`),
  );
  if (!scope.everything) plan = narrowed(scope);
}

const results = [];
for (const [label, ...commands] of plan) {
  if (only.length && !only.some((o) => label.toLowerCase().startsWith(o.toLowerCase()))) continue;
  if (label === 'End-to-end tests')
    rmSync(join(root, '.e2e-data'), { recursive: true, force: true });
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  let status = 0;
  for (const args of commands) {
    status = runCommand(args);
    if (status !== 0) break;
  }
  results.push([label, status, Math.round((Date.now() - started) / 1000)]);
  if (status !== 0) break;
}

console.log('\n=== Summary ===');
for (const [label, status, seconds] of results) {
  console.log(`${status === 0 ? 'ok  ' : 'FAIL'} ${label} (${seconds}s)`);
}
const failed = results.filter(([, status]) => status !== 0).length;
process.exit(failed ? 1 : 0);
