import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { CSP_REPORT_FILE } from './support/csp-reports';
import { prepareRemotesFile, REMOTES_FILE } from './support/remotes-file';

const external = process.env.E2E_BASE_URL;
const MAIL_SMTP_PORT = 2525;
const MAIL_HTTP_PORT = 2526;
const baseURL = external ?? 'http://localhost:4173';
// The site server reads remotes.json from a copy the deploy tests may rewrite, as a release does.
if (!external) prepareRemotesFile();

// Debian's Chromium, never a downloaded browser; the flags keep it off the network it cannot reach.
// Its headless shell when installed: the same release in Chromium's old headless mode, which is what
// Playwright itself runs headless, at about half the CPU per page load (docs/adr/0026-e2e-runs-chromium-headless-shell.md). Without
// it, the full browser in its headless mode; CHROMIUM_PATH=/usr/bin/chromium asks for that.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = {
  executablePath:
    process.env.CHROMIUM_PATH ??
    (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  // The site's Content-Security-Policy is on; a violation reported by any page fails the run.
  ...(external
    ? {}
    : { globalSetup: './support/csp-setup.ts', globalTeardown: './support/csp-teardown.ts' }),
  // Two workers, one per core: journeys run file by file side by side (the tests of one file in
  // order), sweeps test by test. Each test signs in through the API or signs up its own account.
  fullyParallel: false,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'on-first-retry',
    launchOptions: chromium,
  },
  projects: [
    // What people do across the remotes.
    {
      name: 'journeys',
      testIgnore:
        /remote-fallback|remote-faults|independent-deploys|screens-ship-alone|accessibility|layout-shift/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    // Every screen state swept by axe and for layout shifts: each test reads one screen, so they
    // spread over both workers one by one.
    {
      name: 'sweeps',
      testMatch: /accessibility|layout-shift/,
      fullyParallel: true,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    // Stops and restarts a remote's server, so it runs alone after everything else has passed.
    {
      name: 'faults',
      testMatch: /remote-fallback/,
      dependencies: ['journeys', 'sweeps'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    // Breaks a remote, builds and serves one on its own, and releases it by rewriting remotes.json:
    // one at a time.
    {
      name: 'deploys',
      testMatch: /remote-faults|independent-deploys|screens-ship-alone/,
      dependencies: ['faults'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
  ],
  // Against the local site, the suite serves the production build exactly as `npm start` does.
  // The API sends its mail through a real SMTP server that the suite runs, and tests read it there.
  webServer: external
    ? undefined
    : [
        {
          command: 'node support/mail-catcher.mjs',
          url: `http://127.0.0.1:${MAIL_HTTP_PORT}/health`,
          reuseExistingServer: false,
          env: { MAIL_SMTP_PORT: String(MAIL_SMTP_PORT), MAIL_HTTP_PORT: String(MAIL_HTTP_PORT) },
        },
        {
          command: 'node ../scripts/serve.mjs',
          url: `${baseURL}/remotes.json`,
          timeout: 180_000,
          reuseExistingServer: false,
          stdout: 'pipe',
          env: {
            DATA_DIR: resolve(import.meta.dirname, '../.e2e-data'),
            REMOTES_FILE,
            SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
            CSP_REPORT_FILE,
            // Every journey reaches the API from one address (the site's proxy on loopback), so
            // the limits per network (20 accounts an hour, 5 listings an hour across new
            // employers) would stop the suite's own sign-ups and postings; the API tests test them.
            RATE_LIMIT_SCALE: '10',
          },
        },
      ],
});
