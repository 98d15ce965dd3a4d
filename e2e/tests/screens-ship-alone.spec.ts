import type { ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { ensureServiceUp, serveRemote } from '../support/remote-alone';
import {
  buildCopy,
  copyRemote,
  declareAll,
  declareScreen,
  edit,
  shellBuildDigest,
} from '../support/remote-copy';
import { stopChild } from '../support/processes';
import { releaseRemote } from '../support/remotes-file';

// Each team ships alone: a remote adds a screen, or shows a field the API returns, in its own
// package, or a new remote joins the site with its screen and its nav entry; it is built and
// released alone and switched on by editing remotes.json only, with the shell's build (and the kit
// it provides) byte-identical. Rolling back is the same edit.
const WORK = resolve(import.meta.dirname, '../../.e2e-data/ship-alone');

test.skip(!!process.env.E2E_BASE_URL, 'needs the suite to serve the site and own its remotes.json');

let server: ChildProcess | undefined;
let restore: (() => void) | undefined;
const restarted: (ChildProcess | undefined)[] = [];

test.beforeAll(async () => {
  restarted.push(await ensureServiceUp('mf-legal'), await ensureServiceUp('mf-jobs'));
});
test.afterAll(async () => {
  for (const child of restarted) await stopChild(child);
});
test.afterEach(async () => {
  restore?.();
  restore = undefined;
  await stopChild(server);
  server = undefined;
});

const CAREERS_PAGE = `import { useDocumentTitle } from 'ui';

/** /careers: who we are looking for. */
export function CareersPage() {
  useDocumentTitle('Careers');
  return (
    <section>
      <h1>Work with us</h1>
      <p>We are hiring students to help local businesses post their first listing.</p>
    </section>
  );
}
`;

test('a page mf-legal adds is switched on, and off again, by editing remotes.json alone', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const shellBefore = shellBuildDigest();
  const pkg = copyRemote('mf-legal', join(WORK, 'legal'));
  const app = join(pkg, 'src/app/app.tsx');
  edit(
    app,
    "import { AboutPage } from './routes/about-page';",
    "import { AboutPage } from './routes/about-page';\nimport { CareersPage } from './routes/careers-page';",
  );
  edit(
    app,
    '<Route path={paths.terms} element={<TermsPage />} />',
    '<Route path={paths.terms} element={<TermsPage />} />\n          <Route path="/careers" element={<CareersPage />} />',
  );
  writeFileSync(join(pkg, 'src/app/routes/careers-page.tsx'), CAREERS_PAGE);
  declareScreen(pkg, { path: '/careers', layout: 'main', access: 'public' });
  const out = join(WORK, 'legal-build');
  const build = await buildCopy(pkg, out);
  expect(build.status, build.output).toBe(0);
  server = await serveRemote('mf-legal', out, 4116);

  // Before the release the path is unknown: the page says it is not found.
  await page.goto('/careers');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

  restore = releaseRemote('mf-legal', 'http://localhost:4116/remoteEntry.js');
  await page.goto('/careers');
  await expect(page.getByRole('heading', { level: 1, name: 'Work with us' })).toBeVisible();
  await expect(page).toHaveURL(/\/careers$/);
  // The main layout it declared: the nav and the footer.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // Reached from another screen too, and the release's other screens still work.
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await page.evaluate(() => {
    window.history.pushState(null, '', '/careers');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Work with us' })).toBeVisible();

  // Rolling back is the same one-file edit.
  restore();
  restore = undefined;
  await page.goto('/careers');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  expect(shellBuildDigest(), "the shell's build is untouched").toBe(shellBefore);
});

test('a field the API returns reaches the job cards with a release of mf-jobs alone', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const shellBefore = shellBuildDigest();
  const pkg = copyRemote('mf-jobs', join(WORK, 'jobs'));
  // The API already sends each card's created_at; this release of mf-jobs shows it.
  edit(
    join(pkg, 'src/features/browse/components/job-card.tsx'),
    `        <dd>{applicantsText(job.applications, job.max_applications)}</dd>`,
    `        <dd>{applicantsText(job.applications, job.max_applications)}</dd>
        <dt>Posted</dt>
        <dd>{formatDate(job.created_at.slice(0, 10))}</dd>`,
  );
  const out = join(WORK, 'jobs-build');
  const build = await buildCopy(pkg, out);
  expect(build.status, build.output).toBe(0);
  server = await serveRemote('mf-jobs', out, 4117);

  const term = (name: string) =>
    page.getByRole('term').filter({ hasText: new RegExp(`^${name}$`) });
  /** The job search as a visitor opens it, its cards drawn (each says when it closes). */
  const openSearch = async () => {
    await page.goto('/jobs/search');
    await expect(term('Closes').first()).toBeVisible();
  };
  await openSearch();
  await expect(term('Posted')).toHaveCount(0);

  restore = releaseRemote('mf-jobs', 'http://localhost:4117/remoteEntry.js');
  await openSearch();
  await expect(term('Posted').first()).toBeVisible();
  await expect(term('Posted').first().locator('xpath=following-sibling::dd[1]')).toHaveText(
    /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/,
  );

  restore();
  restore = undefined;
  await openSearch();
  await expect(term('Posted')).toHaveCount(0);
  expect(shellBuildDigest(), "the shell's build is untouched").toBe(shellBefore);
});

const HELP_PAGE = `import { useDocumentTitle } from 'ui';

/** /help: answers to the questions students ask first. */
export function HelpPage() {
  useDocumentTitle('Help');
  return (
    <section>
      <h1>How can we help?</h1>
      <p>Search the jobs, apply with your saved resume, and hear back by e-mail.</p>
    </section>
  );
}
`;

test('a new remote joins the site, screen and nav entry, by editing remotes.json alone', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const shellBefore = shellBuildDigest();
  // A new team's remote, mf-help, started from mf-legal's skeleton (docs/add-a-remote.md): no
  // list in the shell or the kit names it, and the remote registry does not know it either.
  const pkg = copyRemote('mf-legal', join(WORK, 'help'));
  edit(
    join(pkg, 'vite.config.ts'),
    "defineRemoteConfig('mf-legal', import.meta.dirname, { react, federation })",
    "defineRemoteConfig('mf-help', import.meta.dirname, { react, federation }, { port: 4118 })",
  );
  const app = join(pkg, 'src/app/app.tsx');
  edit(
    app,
    "import { AboutPage } from './routes/about-page';",
    "import { AboutPage } from './routes/about-page';\nimport { HelpPage } from './routes/help-page';",
  );
  edit(
    app,
    '<Route path={paths.terms} element={<TermsPage />} />',
    '<Route path={paths.terms} element={<TermsPage />} />\n          <Route path="/help" element={<HelpPage />} />',
  );
  writeFileSync(join(pkg, 'src/app/routes/help-page.tsx'), HELP_PAGE);
  declareAll(pkg, {
    screens: [{ path: '/help', layout: 'main', access: 'public' }],
    nav: [{ label: 'Help', path: '/help', roles: 'public', order: 25 }],
  });
  const out = join(WORK, 'help-build');
  const build = await buildCopy(pkg, out);
  expect(build.status, build.output).toBe(0);
  server = await serveRemote('mf-legal', out, 4118);

  const nav = page.getByRole('navigation', { name: 'Main' });
  /** The nav's items as a visitor sees them, in order. */
  const items = () => nav.getByRole('link').allTextContents();

  // Before the release the site has neither the screen nor the entry.
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Jobs' })).toBeVisible();
  expect(await items()).toEqual(['Jobs', 'About', 'Login']);

  restore = releaseRemote('mf-help', 'http://localhost:4118/remoteEntry.js');
  await page.goto('/jobs/search');
  await expect(nav.getByRole('link', { name: 'Help' })).toBeVisible();
  expect(await items()).toEqual(['Jobs', 'About', 'Help', 'Login']);
  await nav.getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // The other remotes are untouched: About is still mf-legal's.
  await nav.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(
    page.locator('#app-main').getByRole('link', { name: 'Find a Job' }).first(),
  ).toBeVisible();

  // Rolling back is the same one-file edit: the entry and the screen leave together.
  restore();
  restore = undefined;
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Jobs' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Help' })).toHaveCount(0);
  expect(shellBuildDigest(), "the shell's build, with the kit it provides, is untouched").toBe(
    shellBefore,
  );
});
