import type { ChildProcess } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  buildRemote,
  ensureBuilt,
  ensureServiceUp,
  pnpm,
  serveRemote,
} from '../support/remote-alone';
import { stopChild } from '../support/processes';
import { currentEntry, releaseRemote } from '../support/remotes-file';

// Independent deploys (ARCHITECTURE: remotes.json is the one file a release changes). One remote,
// mf-legal, is built, tested and served on its own, then released to the running site by
// rewriting remotes.json alone; the shell's build is never touched.
const REMOTE = 'mf-legal';
const RELEASE_PORT = 4115;
const RELEASE_ORIGIN = `http://localhost:${RELEASE_PORT}`;
const OUT_DIR = resolve(import.meta.dirname, '../../.e2e-data/deploys/mf-legal');
const SHELL_INDEX = resolve(import.meta.dirname, '../../shell/dist/index.html');

test.skip(!!process.env.E2E_BASE_URL, 'needs the suite to serve the site and own its remotes.json');

let server: ChildProcess | undefined;
let restore: (() => void) | undefined;
let restarted: ChildProcess | undefined;

test.beforeAll(async () => {
  restarted = await ensureServiceUp(REMOTE);
});
test.afterAll(() => stopChild(restarted));

test.afterEach(async () => {
  restore?.();
  restore = undefined;
  await stopChild(server);
  server = undefined;
});

/** Every remoteEntry.js the page requests, as URLs. */
function watchRemoteEntries(page: Page): URL[] {
  const entries: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/remoteEntry.js')) entries.push(url);
  });
  return entries;
}

test('a remote builds, tests and serves on its own', async ({ page }) => {
  test.setTimeout(240_000);
  rmSync(OUT_DIR, { recursive: true, force: true });

  const build = await buildRemote(REMOTE, OUT_DIR);
  expect(build.status, build.output).toBe(0);
  const unit = await pnpm(['--filter', REMOTE, 'test']);
  expect(unit.status, unit.output).toBe(0);
  expect(unit.output).toMatch(/Test Files\s+\d+ passed/);

  // Its standalone index.html mounts the remote without the shell.
  server = await serveRemote(REMOTE, OUT_DIR, RELEASE_PORT);
  await page.goto(`${RELEASE_ORIGIN}/privacy`);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});

test('a new build of a remote released by changing only remotes.json is used on the next page load', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await ensureBuilt(REMOTE, OUT_DIR);
  server = await serveRemote(REMOTE, OUT_DIR, RELEASE_PORT);
  const shellBuiltAt = statSync(SHELL_INDEX).mtimeMs;
  const entries = watchRemoteEntries(page);
  const previous = new URL(currentEntry(REMOTE));

  await page.goto('/about');
  await expect(
    page.locator('#app-main').getByRole('link', { name: 'Find a Job' }).first(),
  ).toBeVisible();
  expect(entries.map((u) => u.origin)).toContain(previous.origin);
  const bootstrap = await page.locator('script[type="module"]').first().getAttribute('src');

  restore = releaseRemote(REMOTE, `${RELEASE_ORIGIN}/remoteEntry.js`);
  entries.length = 0;
  await page.reload();
  await expect(
    page.locator('#app-main').getByRole('link', { name: 'Find a Job' }).first(),
  ).toBeVisible();
  expect(
    entries.map((u) => u.origin),
    'the release is fetched from its new origin',
  ).toEqual([RELEASE_ORIGIN]);
  // The released remote works beyond its first screen, and the other remotes are unaffected.
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Jobs' })).toBeVisible();
  expect(entries.some((u) => u.origin === previous.origin)).toBe(false);

  // Same shell: same build on disk, same bootstrap script in the page.
  expect(statSync(SHELL_INDEX).mtimeMs).toBe(shellBuiltAt);
  expect(await page.locator('script[type="module"]').first().getAttribute('src')).toBe(bootstrap);

  // Rolling back is the same one-file change.
  restore();
  restore = undefined;
  entries.length = 0;
  await page.goto('/about');
  await expect(
    page.locator('#app-main').getByRole('link', { name: 'Find a Job' }).first(),
  ).toBeVisible();
  expect(entries.map((u) => u.origin)).toEqual([previous.origin]);
});

/**
 * A copy of a remote's build as if it had been built against shared-kit `newer`: the kit version
 * the build declares and requires (the only kit-dependent bytes the federation runtime reads),
 * whatever version the build was made with.
 */
function asBuiltAgainstKit(fromDir: string, toDir: string, newer: string): void {
  rmSync(toDir, { recursive: true, force: true });
  cpSync(fromDir, toDir, { recursive: true });
  const assets = join(toDir, 'assets');
  let replaced = 0;
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
    const text = readFileSync(join(assets, file), 'utf8');
    const patched = text
      .replaceAll(/name:`shared-kit`,version:`[^`]+`/g, `name:\`shared-kit\`,version:\`${newer}\``)
      .replaceAll(/(shared-kit`.{0,2000}?requiredVersion:)`\^[^`]+`/gs, `$1\`^${newer}\``);
    if (patched !== text) {
      writeFileSync(join(assets, file), patched);
      replaced += 1;
    }
  }
  if (replaced === 0) throw new Error(`no shared-kit declaration found in ${assets}`);
}

/** The file of a remote's build that holds its own copy of shared-kit, from its shared import map. */
function ownKitChunk(dir: string): string {
  for (const file of readdirSync(join(dir, 'assets')).filter((f) => f.endsWith('.js'))) {
    const match = /"shared-kit":async\(\)=>[^`]*`\.\/([^`]+\.js)`/.exec(
      readFileSync(join(dir, 'assets', file), 'utf8'),
    );
    if (match?.[1]) return match[1];
  }
  throw new Error(`no shared-kit import found in ${dir}`);
}

test("a remote built against a newer shared-kit than the shell provides is reported, and still runs on the shell's kit", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await ensureBuilt(REMOTE, OUT_DIR);
  const kit = (
    JSON.parse(
      readFileSync(resolve(import.meta.dirname, '../../shared-kit/package.json'), 'utf8'),
    ) as { version: string }
  ).version;
  const [major = 0, minor = 0] = kit.split('.').map(Number);
  const newer = `${major}.${minor + 1}.0`;
  const newerDir = `${OUT_DIR}-kit-${newer}`;
  asBuiltAgainstKit(OUT_DIR, newerDir, newer);
  server = await serveRemote(REMOTE, newerDir, RELEASE_PORT);

  const warnings: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  const releaseScripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(RELEASE_ORIGIN)) releaseScripts.push(request.url());
  });
  restore = releaseRemote(REMOTE, `${RELEASE_ORIGIN}/remoteEntry.js`);
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();

  expect(releaseScripts, 'the release was loaded').toContain(`${RELEASE_ORIGIN}/remoteEntry.js`);
  expect(warnings).toContainEqual(
    expect.stringContaining(
      `mf-legal was built against shared-kit ^${newer}, but the shell provides ${kit}`,
    ),
  );
  // Still one kit in the page: the release's own copy of shared-kit is never fetched.
  const kitChunk = ownKitChunk(newerDir);
  expect(releaseScripts.filter((url) => url.endsWith(`/${kitChunk}`))).toEqual([]);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Jobs' })).toBeVisible();
});
