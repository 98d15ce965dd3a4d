// npm test: every check the project has, in the order that fails fastest.
// Types, lint and format, unit tests, a production build with its JavaScript size budgets and
// single-copy check, API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), then that
// build served as `npm start` serves it, driven end to end in Chromium.
// `npm test -- --changed [--base=<ref>]` runs only what a change touches (scripts/changed.mjs).
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_ARGS } from './build.mjs';
import { changedFiles, planFor, workspacePackages } from './changed.mjs';
import { pnpmCommand } from './pnpm.mjs';
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
  // Lint, then proof that it refuses the imports the architecture forbids; the API's imports
  // between its folders against its layer table, its SQL naming the schema through its objects,
  // its new migrations sparing writes (ADR 0056), then proof that those checks refuse too.
  [
    'Lint',
    // Typed lint holds a program per package at once: about 4.6 GB at its peak on 27 Nov 2026,
    // past Node's default heap limit (about 4 GB), so it gets 6 GB.
    ['exec', 'node', '--max-old-space-size=6144', 'node_modules/eslint/bin/eslint.js', '.'],
    ['node', '--test', 'scripts/lint-boundaries.test.mjs'],
    ['node', 'scripts/api-layout.mjs'],
    ['node', 'scripts/api-sql.mjs'],
    ['node', 'scripts/check-migrations.mjs'],
    // The served OpenAPI document, by Redocly's recommended rules (api/redocly.yaml); offline.
    ['--filter', 'api', 'exec', 'tsx', 'scripts/lint-openapi.ts'],
    // The docs' links, repository paths and npm scripts resolve (scripts/check-docs.mjs).
    ['node', 'scripts/check-docs.mjs'],
    [
      'node',
      '--test',
      'scripts/api-layout.test.mjs',
      'scripts/api-sql.test.mjs',
      'scripts/changed.test.mjs',
      'scripts/check-migrations.test.mjs',
      'scripts/check-docs.test.mjs',
    ],
  ],
  // The Prometheus alert rules of deploy/prometheus, checked and run against their cases.
  ['Alert rules', ['node', 'scripts/check-rules.mjs']],
  ['Format', ['exec', 'prettier', '--check', '.']],
  // Every package's vitest files in one run (vitest.config.mjs), and the bench's node tests.
  ['Unit tests', ['exec', 'vitest', 'run'], ['--filter', 'bench', 'run', 'test']],
  // Built, then compressed and published as npm start serves it (scripts/release.mjs).
  ['Build', BUILD_ARGS, ['node', 'scripts/release.mjs']],
  // Sizes, single copies and the shell's endpoints, then proof that the endpoint check refuses.
  [
    'Budgets',
    ['node', 'scripts/check-budgets.mjs'],
    ['node', '--test', 'scripts/budgets/shell-endpoints.test.mjs'],
  ],
  ['API tests', ['--filter', 'api', 'run', 'test']],
  ['End-to-end tests', ['--filter', 'e2e', 'run', 'test']],
];

// Lint keeps about one core busy (one typed program at a time), so it runs beside the steps that
// follow it, its output held and printed when it ends. The API and end-to-end suites use both
// cores: each waits until every step running beside has ended.
const BESIDE = new Set(['Lint']);
const ALONE = new Set(['API tests', 'End-to-end tests']);

/**
 * Runs one command to its end and resolves with its exit status. With `held`, its output goes
 * there instead of the terminal, and it runs in a process group of its own that `stop` ends.
 */
function runCommand(args, held) {
  const [command, commandArgs] =
    args[0] === 'node' ? [process.execPath, args.slice(1)] : pnpmCommand(args);
  const child = spawn(command, commandArgs, {
    cwd: root,
    stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    detached: !!held,
  });
  if (held) {
    const hold = (chunk) => held.output.push(chunk);
    child.stdout.on('data', hold);
    child.stderr.on('data', hold);
    held.child = child;
  }
  return new Promise((resolve) => {
    child.once('error', () => resolve(1));
    child.once('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
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
function narrowed(plan, packages) {
  const existing = plan.files.filter((file) => existsSync(join(root, file)));
  const lintable = existing.filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file));
  const filters = (names) => names.flatMap((name) => ['--filter', name]);
  const units = plan.packages.filter((name) => name !== 'api' && name !== 'e2e');
  // vitest's packages are projects of the root run (vitest.config.mjs); the others run their own.
  const testOf = new Map(packages.map((pkg) => [pkg.name, pkg.test]));
  const projects = units.filter((name) => testOf.get(name)?.startsWith('vitest run'));
  const others = units.filter((name) => !projects.includes(name));
  const apiTouched = plan.files.some((file) => /^api\/(src|seed)\//.test(file));
  // A new migration, or a schema change that decides which drops are still named.
  const migrationsTouched = plan.files.some((file) =>
    /^api\/(drizzle|src\/db\/schema)\//.test(file),
  );
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
      ...(migrationsTouched ? [['node', 'scripts/check-migrations.mjs']] : []),
      ...(plan.packages.includes('api')
        ? [['--filter', 'api', 'exec', 'tsx', 'scripts/lint-openapi.ts']]
        : []),
      // Any change may move what a doc names (a renamed file, a dropped script), prose included,
      // and the check takes under a second: it always runs.
      ['node', 'scripts/check-docs.mjs'],
    ],
    'Alert rules': plan.files.some((file) => file.startsWith('deploy/prometheus/'))
      ? [['node', 'scripts/check-rules.mjs']]
      : [],
    Format: existing.length
      ? [['exec', 'prettier', '--check', '--ignore-unknown', ...existing]]
      : [],
    'Unit tests': [
      ...(projects.length
        ? [['exec', 'vitest', 'run', ...projects.flatMap((name) => ['--project', name])]]
        : []),
      ...(others.length ? [['-r', ...filters(others), 'run', 'test']] : []),
    ],
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
  const packages = workspacePackages(root);
  const scope = planFor(change.files, packages);
  console.log(
    `Changed since ${change.base}: ${change.files.length} files; ` +
      (scope.everything
        ? 'a file outside the packages, so every step runs'
        : `packages ${scope.packages.join(', ') || 'none'}${scope.site ? ', and the site' : ''}`),
  );
  if (!scope.everything) plan = narrowed(scope, packages);
}

/** Runs a step's commands in order, stopping at the first that fails; resolves with a result. */
async function runStep([label, ...commands], held) {
  const started = Date.now();
  let status = 0;
  for (const args of commands) {
    if (held?.stopped) break;
    status = await runCommand(args, held);
    if (status !== 0) break;
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  return { label, status: held?.stopped ? 'stopped' : status, seconds, besideOthers: !!held };
}

/** A step started beside the next ones: its output held until it ends. */
function startBeside(step) {
  const held = { label: step[0], output: [], child: undefined, stopped: false, result: undefined };
  console.log(`\n=== ${held.label} (beside the steps below; its output follows when it ends) ===`);
  held.done = runStep(step, held).then((result) => {
    held.result = result;
    console.log(`\n=== ${held.label}: its output ===`);
    process.stdout.write(Buffer.concat(held.output));
    return result;
  });
  return held;
}

function stop(held) {
  held.stopped = true;
  try {
    if (held.child?.pid !== undefined) process.kill(-held.child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

const results = [];
const beside = [];
// Interrupted: the steps beside run in groups of their own, which the terminal's Ctrl-C misses.
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.once(signal, () => {
    for (const held of beside) stop(held);
    process.exit(code);
  });
}
const failed = () => results.some((result) => result.status !== 0);
/** Waits for every step running beside; its result joins the others. */
async function joinBeside() {
  while (beside.length) results.push(await beside.shift().done);
}

const selected = plan.filter(
  ([label]) => !only.length || only.some((o) => label.toLowerCase().startsWith(o.toLowerCase())),
);
for (const [index, step] of selected.entries()) {
  const [label] = step;
  if (ALONE.has(label)) await joinBeside();
  // A step beside that has already failed stops the run here.
  if (failed() || beside.some((held) => held.result && held.result.status !== 0)) break;
  if (BESIDE.has(label) && index < selected.length - 1) {
    beside.push(startBeside(step));
    continue;
  }
  if (label === 'End-to-end tests')
    rmSync(join(root, '.e2e-data'), { recursive: true, force: true });
  console.log(`\n=== ${label} ===`);
  const result = await runStep(step);
  results.push(result);
  if (result.status !== 0) break;
}
if (failed()) for (const held of beside) if (!held.result) stop(held);
await joinBeside();

console.log('\n=== Summary ===');
const order = plan.map(([label]) => label);
results.sort((a, b) => order.indexOf(a.label) - order.indexOf(b.label));
for (const { label, status, seconds, besideOthers } of results) {
  const mark = status === 0 ? 'ok  ' : status === 'stopped' ? 'stop' : 'FAIL';
  console.log(`${mark} ${label} (${seconds}s${besideOthers ? ', beside the steps after it' : ''})`);
}
process.exit(failed() ? 1 : 0);
