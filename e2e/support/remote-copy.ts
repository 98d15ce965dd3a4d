// A remote's package as a team's branch has it: its source copied aside and changed there, its
// installed packages shared with the checkout's (node_modules is a link), built with its own Vite
// config. The checkout itself is never edited, so a failing test leaves nothing behind.
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { runNode, type Run } from './remote-alone';

const ROOT = resolve(import.meta.dirname, '../..');
const LEFT_OUT = /^(?:node_modules|dist|releases)(?:\/|$)/;

/** Copies `remote`'s package into `dir` (emptied first); returns the copy's folder. */
export function copyRemote(remote: string, dir: string): string {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const from = join(ROOT, remote);
  const to = join(dir, remote);
  cpSync(from, to, { recursive: true, filter: (src) => !LEFT_OUT.test(relative(from, src)) });
  symlinkSync(join(from, 'node_modules'), join(to, 'node_modules'), 'dir');
  // The package's tsconfig extends the workspace's from one level up.
  copyFileSync(join(ROOT, 'tsconfig.base.json'), join(dir, 'tsconfig.base.json'));
  return to;
}

/** Replaces `from` by `to` in a file of the copy; throws when `from` is not there. */
export function edit(file: string, from: string, to: string): void {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no longer contains:\n${from}`);
  writeFileSync(file, text.replace(from, to));
}

/** Adds a screen to the copy's screens.json. */
export function declareScreen(pkg: string, screen: Record<string, unknown>): void {
  const file = join(pkg, 'screens.json');
  const declaration = JSON.parse(readFileSync(file, 'utf8')) as { screens: unknown[] };
  declaration.screens.push(screen);
  writeFileSync(file, `${JSON.stringify(declaration, null, 2)}\n`);
}

/** Replaces the copy's screens.json by `declaration` (its screens and nav entries). */
export function declareAll(
  pkg: string,
  declaration: { screens: unknown[]; nav?: unknown[] },
): void {
  writeFileSync(join(pkg, 'screens.json'), `${JSON.stringify(declaration, null, 2)}\n`);
}

/** Builds the copy into `outDir` with its own Vite, as `pnpm --filter <remote> build` would. */
export function buildCopy(pkg: string, outDir: string): Promise<Run> {
  const vite = join(pkg, 'node_modules', 'vite', 'bin', 'vite.js');
  return runNode([vite, 'build', '--outDir', outDir, '--emptyOutDir'], pkg);
}

/** One digest of every file of the shell's build, by path and content. */
export function shellBuildDigest(): string {
  const dist = join(ROOT, 'shell', 'dist');
  const hash = createHash('sha256');
  const files = readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(relative(dist, file)).update(readFileSync(file));
  return hash.digest('hex');
}
