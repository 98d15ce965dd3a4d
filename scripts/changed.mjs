// What `npm test -- --changed` runs: the workspace packages a change touches and every package
// that depends on them (through `workspace:` dependencies), and whether the served site is among
// them, since the build, its budgets and the end-to-end suite test that site together. A change
// outside every package (root scripts, configs, the lockfile, CI) may affect anything: it runs
// everything. Prose (`*.md`) affects nothing but the format check.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
// A plain file of the kit, no dependencies: it loads before the Install step has linked anything.
import { REMOTES } from '../shared-kit/remote-registry.mjs';

/**
 * The packages whose change calls for the built site, its budgets and the end-to-end suite: every
 * remote of the registry (a new one counts without an edit here) and what the site is built from.
 */
export const SITE_PACKAGES = new Set([
  'shell',
  ...REMOTES.map((remote) => remote.name),
  'api',
  'api-contract',
  'api-calls',
  'ui',
  'shared-kit',
  'static-server',
  'e2e',
]);

/** The workspace's packages: folder, name, the workspace packages each depends on, its test script. */
export function workspacePackages(root) {
  const yaml = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  const listed = yaml.split('\n');
  const start = listed.indexOf('packages:');
  const folders = [];
  for (const line of listed.slice(start + 1)) {
    const item = /^\s+-\s+(\S+)\s*$/.exec(line);
    if (!item) break;
    folders.push(item[1]);
  }
  return folders
    .filter((folder) => existsSync(join(root, folder, 'package.json')))
    .map((folder) => {
      const manifest = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));
      const all = { ...manifest.dependencies, ...manifest.devDependencies };
      const uses = Object.entries(all)
        .filter(([, range]) => String(range).startsWith('workspace:'))
        .map(([name]) => name);
      return { folder, name: manifest.name, uses, test: manifest.scripts?.test ?? '' };
    });
}

/**
 * The plan for `files` (paths from the root): `everything` when a file lies outside every package
 * (prose aside), else the affected packages' names (touched and their dependents), `site` when
 * any of them is part of the served site, and the files themselves for lint and format.
 */
export function planFor(files, packages) {
  const byFolder = new Map(packages.map((pkg) => [pkg.folder, pkg]));
  const touched = new Set();
  let everything = false;
  for (const file of files) {
    if (file.endsWith('.md')) continue;
    const pkg = byFolder.get(file.split('/')[0]);
    if (pkg) touched.add(pkg.name);
    else everything = true;
  }
  const affected = new Set(touched);
  for (let grew = true; grew;) {
    grew = false;
    for (const pkg of packages) {
      if (!affected.has(pkg.name) && pkg.uses.some((name) => affected.has(name))) {
        affected.add(pkg.name);
        grew = true;
      }
    }
  }
  const names = [...affected].sort();
  return { everything, files, packages: names, site: names.some((n) => SITE_PACKAGES.has(n)) };
}

const git = (root, args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);

/**
 * The change: what differs from `base` (committed or not) and untracked files. Without a base, a
 * branch is compared with where it left main, and main with its last commit (work not committed).
 */
export function changedFiles(root, base) {
  let from = base;
  if (!from) {
    const [branch] = git(root, ['rev-parse', '--abbrev-ref', 'HEAD']);
    from = branch === 'main' ? 'HEAD' : git(root, ['merge-base', 'HEAD', 'main'])[0];
  }
  const files = new Set([
    ...git(root, ['diff', '--name-only', from]),
    ...git(root, ['ls-files', '--others', '--exclude-standard']),
  ]);
  return { base: from, files: [...files].sort() };
}
