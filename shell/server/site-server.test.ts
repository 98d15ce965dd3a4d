// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { REMOTES } from 'shared-kit/remote-registry';
import { createStaticHandler, precompress } from 'static-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSiteConfig, type SiteConfig } from './site-config';
import { createMetricsListener } from './metrics-listener';
import { createSiteMetrics, type SiteMetrics } from './site-metrics';
import { createSiteServer } from './site-server';
import { declaration } from '../src/__tests__/declared-screens';
import { jobDetail } from './testing/job-detail';

type Reply = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

function get(base: string, path: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, base), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

function listen(server: Server): Promise<string> {
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

let dir: string;
let site: Server;
let remotes: Server;
let siteBase: string;
let remoteBase: string;
let remotesFile: string;

const REMOTE_NAMES = REMOTES.map((remote) => remote.name);

function writeRemotesFile(release: string) {
  const entries = Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      { entry: `${remoteBase}/${name}/${release}/remoteEntry.js` },
    ]),
  );
  writeFileSync(remotesFile, JSON.stringify({ remotes: entries, note: '</script><b>' }));
}

/**
 * mf-jobs's server render in the suite's releases: the job page's title from the API (its
 * detail when there is no job), with CSS that tries to end its <style> element.
 */
const JOB_VIEW_SCRIPT = `var serverRender = { render: async function (url) {
  var id = new URL(url, 'http://site.invalid').searchParams.get('id');
  if (!url.startsWith('/jobs/apply') || !id) return null;
  var response = await fetch('/api/student/jobs/' + id);
  var body = await response.json();
  var words = (response.ok ? body.title : body.detail).replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return { html: '<h1>' + words + '</h1>', css: 'h1{margin:0}</style><b>' };
} };`;

/** mf-employer's server render in the suite's releases: the dashboard's business name. */
const EMPLOYER_VIEW_SCRIPT = `var serverRender = { render: async function (url) {
  if (!url.startsWith('/profile/employer')) return null;
  var response = await fetch('/api/employer/profile');
  var body = await response.json();
  return { html: '<h1>' + (response.ok ? body.business_name : body.detail) + '</h1>', css: '' };
} };`;

/** A site server with the suite's files and a closed API port, plus `overrides`. */
function siteWith(overrides: Partial<SiteConfig>, metrics?: SiteMetrics) {
  return createSiteServer(
    {
      SITE_PORT: 0,
      HOST: '127.0.0.1',
      METRICS_HOST: '127.0.0.1',
      API_URL: 'http://127.0.0.1:9',
      REMOTES_FILE: remotesFile,
      SITE_DIST: join(dir, 'shell'),
      TRUST_PROXY: 'false',
      PUBLIC_URL: 'http://localhost:4173',
      ...overrides,
    },
    undefined,
    metrics,
  );
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'site-server-'));
  // A shell build: an entry that imports a chunk, loads the nav and, only on failure, a fallback.
  const dist = join(dir, 'shell');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>t</title><script type="module" crossorigin src="/assets/entry-AAAAAAAA.js"></script></head><body><main id="app-main"></main></body></html>',
  );
  writeFileSync(
    join(dist, 'assets', 'entry-AAAAAAAA.js'),
    `import "./shared-BBBBBBBB.js";\nconst nav = () => import("./nav-app-CCCCCCCC.js");\nconst fail = () => import("./remote-fallback-DDDDDDDD.js");\nexport { nav, fail };\n${'// padding\n'.repeat(200)}`,
  );
  writeFileSync(join(dist, 'assets', 'shared-BBBBBBBB.js'), 'export const shared = 1;\n');
  writeFileSync(join(dist, 'assets', 'nav-app-CCCCCCCC.js'), 'export const nav = 1;\n');
  writeFileSync(join(dist, 'assets', 'remote-fallback-DDDDDDDD.js'), 'export const f = 1;\n');
  // The link previews' picture, as the shell's build copies it from public/.
  cpSync(new URL('../public/og-image.png', import.meta.url), join(dist, 'og-image.png'));
  precompress(dist);

  // Five remotes' releases, each with the manifest @module-federation/vite writes.
  const cdn = join(dir, 'cdn');
  for (const name of REMOTE_NAMES)
    for (const release of ['r1', 'r2']) {
      const folder = join(cdn, name, release);
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, 'remoteEntry.js'), 'export {};\n');
      writeFileSync(join(folder, 'screens.json'), JSON.stringify(declaration(name)));
      if (name === 'mf-jobs') writeFileSync(join(folder, 'server-render.js'), JOB_VIEW_SCRIPT);
      if (name === 'mf-employer')
        writeFileSync(join(folder, 'server-render.js'), EMPLOYER_VIEW_SCRIPT);
      mkdirSync(join(folder, '.vite'));
      writeFileSync(
        join(folder, '.vite', 'manifest.json'),
        JSON.stringify({
          'virtual:mf-REMOTE_ENTRY_ID:x': {
            file: 'remoteEntry.js',
            dynamicImports: ['src/lifecycles.tsx'],
          },
          'src/lifecycles.tsx': {
            file: `assets/${name}-sync.js`,
            dynamicImports: ['src/app/app.tsx'],
          },
          'src/app/app.tsx': { file: `assets/${name}-app.js` },
        }),
      );
    }
  const cdnHandler = createStaticHandler({ root: cdn, cors: true });
  remotes = createServer((req, res) => cdnHandler(req, res));
  remoteBase = await listen(remotes);

  remotesFile = join(dir, 'remotes.json');
  writeRemotesFile('r1');
  site = siteWith({ SITE_DIST: dist, CSP_REPORT_FILE: join(dir, 'csp-reports.jsonl') });
  siteBase = await listen(site);
});

afterAll(() => {
  site.close();
  remotes.close();
  rmSync(dir, { recursive: true, force: true });
});

const html = async (path: string, headers: Record<string, string> = {}) =>
  (await get(siteBase, path, headers)).body.toString();

describe('site server pages', () => {
  it('inlines remotes.json so the shell needs no request for it, safe inside <script>', async () => {
    const page = await html('/about');
    const inline = /<script type="application\/json" id="remotes-manifest">(.*?)<\/script>/.exec(
      page,
    );
    expect(inline?.[1]).toBeTruthy();
    expect(inline?.[1]).not.toContain('</script>');
    const parsed = JSON.parse(inline?.[1] ?? '') as { remotes: Record<string, { entry: string }> };
    expect(parsed.remotes['mf-legal']?.entry).toBe(`${remoteBase}/mf-legal/r1/remoteEntry.js`);
  });

  it('preloads the shell modules every page loads, but not the code only a failure needs', async () => {
    const page = await html('/about');
    expect(page).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/shared-BBBBBBBB.js">',
    );
    expect(page).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/nav-app-CCCCCCCC.js">',
    );
    expect(page).not.toContain('remote-fallback');
    // The entry is already a script of the page: not named twice.
    expect(page.match(/entry-AAAAAAAA/g)).toHaveLength(1);
  });

  it("preloads the route's remote: its entry and its exposed module's chunks, with a preconnect", async () => {
    const page = await html('/about');
    expect(page).toContain(`<link rel="preconnect" href="${remoteBase}" crossorigin>`);
    for (const file of ['remoteEntry.js', 'assets/mf-legal-sync.js', 'assets/mf-legal-app.js'])
      expect(page).toContain(`href="${remoteBase}/mf-legal/r1/${file}"`);
    expect(page).not.toContain(`href="${remoteBase}/mf-jobs/`);
  });

  it('preloads the remote the guards will show: sign-in without a session, the page with one', async () => {
    expect(await html('/profile/employer')).toContain('/mf-auth/r1/remoteEntry.js');
    const signedIn = await html('/profile/employer', { cookie: 'a=b; sg_refresh=xyz' });
    expect(signedIn).toContain('/mf-employer/r1/remoteEntry.js');
    expect(await html('/')).toContain('/mf-jobs/r1/remoteEntry.js');
    expect(await html('/auth/login', { cookie: 'sg_refresh=xyz' })).toContain('/mf-jobs/r1/');
    // Over https the cookie carries the __Host- prefix (api/src/accounts/auth/cookies.ts).
    expect(await html('/profile/employer', { cookie: '__Host-sg_refresh=xyz' })).toContain(
      '/mf-employer/r1/remoteEntry.js',
    );
  });

  it('answers 404 for a path no remote declares, with a page that says so and offers search and home', async () => {
    for (const path of ['/no/such/page', '/jobs', '/profile', '/careers?ref=mail']) {
      const reply = await get(siteBase, path);
      expect(reply.status, path).toBe(404);
      const page = reply.body.toString();
      expect(page, path).toContain('<title>Page not found · Student Gigs</title>');
      expect(page).toContain('<meta name="robots" content="noindex">');
      const main = /<main id="app-main"[^>]*>([\s\S]*?)<\/main>/.exec(page)?.[1] ?? '';
      expect(main).toContain('<h1 id="nf-title">Page not found</h1>');
      expect(main).toContain('<p>There is no page at this address.');
      // A search that works without script, and the way to the job list and home.
      expect(main).toContain(
        '<form class="nf-search" role="search" action="/jobs/search" method="get">',
      );
      expect(main).toContain('<label for="nf-q">Search jobs</label>');
      expect(main).toContain('<input id="nf-q" name="q" type="search">');
      expect(main).toContain('<a href="/jobs/search">Browse all jobs</a>');
      expect(main).toContain('<a href="/">Go to the home page</a>');
      // Still the site: the shell, its nav and the remotes, under the same CSP; no script inline
      // beyond the JSON data blocks, and nothing preloaded for a screen it will not show.
      expect(reply.headers['content-security-policy']).toContain("script-src 'self'");
      const scripts = [...page.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? '');
      for (const attributes of scripts)
        expect(attributes).toMatch(/type="(?:module"[^>]*src=|application\/json")/);
      expect(page).toContain('id="remotes-manifest"');
      expect(page).not.toContain(`href="${remoteBase}/mf-jobs/`);
      expect(page).not.toContain('as="fetch"');
    }
    // The index route is no unknown path: it stays the job search's (SPEC section 2).
    const index = await get(siteBase, '/');
    expect(index.status).toBe(200);
    expect(index.body.toString()).not.toContain('Page not found');
    // A declared screen, with a trailing slash or a query, is found.
    expect((await get(siteBase, '/about/')).status).toBe(200);
    expect((await get(siteBase, '/jobs/search?q=barista')).status).toBe(200);
  });

  it('answers an unknown path 200 while a remote’s screens are unknown: it may be one of them', async () => {
    const file = join(dir, 'remotes-with-a-silent-one.json');
    const remotes = JSON.parse(readFileSync(remotesFile, 'utf8')) as {
      remotes: Record<string, { entry: string }>;
    };
    remotes.remotes['mf-careers'] = { entry: `${remoteBase}/mf-careers/r1/remoteEntry.js` };
    writeFileSync(file, JSON.stringify(remotes));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const other = siteWith({ REMOTES_FILE: file });
    try {
      const base = await listen(other);
      const reply = await get(base, '/careers');
      expect(reply.status).toBe(200);
      expect(reply.body.toString()).not.toContain('Page not found');
      // The declared screens still answer, and the index route too.
      expect((await get(base, '/about')).status).toBe(200);
    } finally {
      other.close();
      errors.mockRestore();
    }
  });

  it("starts the screen's first API calls with the page, as the API client will ask for them", async () => {
    const link = (href: string) =>
      `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${href}">`;
    expect(await html('/jobs/search')).toContain(link('/api/system/job-categories'));
    const id = '00000000-0000-4000-8000-0000000000aa';
    expect(await html(`/jobs/apply?id=${id}`)).toContain(link(`/api/student/jobs/${id}`));
    expect(await html('/jobs/apply')).not.toContain('as="fetch"');
    // Only a real id: any other would make every URL a page of its own, its id written
    // into it, to build and compress; a 14 KB one cost 7.5 ms of brotli per request.
    expect(await html('/jobs/apply?id=a%2Fb')).not.toContain('as="fetch"');
    const long = await html(`/jobs/apply?id=${'x'.repeat(14_000)}`);
    expect(long).not.toContain('as="fetch"');
    expect(long).not.toContain('xxxxxxxx');
    expect(await html('/about')).not.toContain('as="fetch"');
  });

  it('tells the shell when no refresh cookie came, so it skips a refresh that could only fail', async () => {
    const meta = '<meta name="sg-session" content="none">';
    expect(await html('/about')).toContain(meta);
    expect(await html('/about', { cookie: 'sg_refresh=xyz' })).not.toContain(meta);
    const page = await get(siteBase, '/about');
    expect(page.headers.vary).toBe('Accept-Encoding, Cookie');
  });

  it('follows a release: a change of remotes.json alone changes the next page', async () => {
    writeRemotesFile('r2');
    try {
      const page = await html('/about');
      expect(page).toContain('/mf-legal/r2/remoteEntry.js');
      expect(page).not.toContain('/mf-legal/r1/');
    } finally {
      writeRemotesFile('r1');
    }
  });

  it('inlines the screens each release declares, with the entry they came from', async () => {
    const page = await html('/about');
    const inline = /<script type="application\/json" id="remote-screens">(.*?)<\/script>/.exec(
      page,
    );
    const parsed = JSON.parse(inline?.[1] ?? '{}') as Record<
      string,
      { entry: string; screens: { path: string }[] }
    >;
    expect(Object.keys(parsed)).toEqual([...REMOTE_NAMES]);
    expect(parsed['mf-legal']?.entry).toBe(`${remoteBase}/mf-legal/r1/remoteEntry.js`);
    expect(parsed['mf-legal']?.screens).toEqual(declaration('mf-legal').screens);
    expect(parsed['mf-legal']).toMatchObject({ nav: declaration('mf-legal').nav });
  });

  it('serves a remote that remotes.json alone adds: its screen routed, its nav entry inlined', async () => {
    const release = join(dir, 'cdn', 'mf-help', 'r1');
    cpSync(join(dir, 'cdn', 'mf-legal', 'r1'), release, { recursive: true });
    const help = { label: 'Help', path: '/help', roles: 'public', order: 25 };
    writeFileSync(
      join(release, 'screens.json'),
      JSON.stringify({
        screens: [{ path: '/help', layout: 'main', access: 'public' }],
        nav: [help],
      }),
    );
    const before = readFileSync(remotesFile, 'utf8');
    const manifest = JSON.parse(before) as { remotes: Record<string, { entry: string }> };
    manifest.remotes['mf-help'] = { entry: `${remoteBase}/mf-help/r1/remoteEntry.js` };
    writeFileSync(remotesFile, JSON.stringify(manifest));
    try {
      const page = await html('/help');
      expect(page).toContain(`href="${remoteBase}/mf-help/r1/remoteEntry.js"`);
      const inline = /<script type="application\/json" id="remote-screens">(.*?)<\/script>/.exec(
        page,
      );
      const parsed = JSON.parse(inline?.[1] ?? '{}') as Record<string, { nav?: unknown }>;
      expect(parsed['mf-help']?.nav).toEqual([{ ...help, style: 'link' }]);
    } finally {
      writeFileSync(remotesFile, before);
    }
  });

  it("routes a screen a release adds, from the release's own declaration", async () => {
    const release = join(dir, 'cdn', 'mf-legal', 'r1');
    const added = join(dir, 'cdn', 'mf-legal', 'added');
    cpSync(release, added, { recursive: true });
    const { screens } = declaration('mf-legal');
    writeFileSync(
      join(added, 'screens.json'),
      JSON.stringify({
        screens: [...screens, { path: '/careers', layout: 'main', access: 'public' }],
      }),
    );
    const before = readFileSync(remotesFile, 'utf8');
    const manifest = JSON.parse(before) as { remotes: Record<string, { entry: string }> };
    manifest.remotes['mf-legal'] = { entry: `${remoteBase}/mf-legal/added/remoteEntry.js` };
    writeFileSync(remotesFile, JSON.stringify(manifest));
    try {
      const page = await html('/careers');
      expect(page).toContain(`href="${remoteBase}/mf-legal/added/remoteEntry.js"`);
      expect(page).toContain('"path":"/careers"');
    } finally {
      writeFileSync(remotesFile, before);
    }
    expect(await html('/careers')).toContain('/mf-jobs/r1/remoteEntry.js');
  });

  it('refuses loudly a path two releases claim: the remote listed first in remotes.json keeps it', async () => {
    const release = join(dir, 'cdn', 'mf-legal', 'r1');
    const greedy = join(dir, 'cdn', 'mf-legal', 'greedy');
    cpSync(release, greedy, { recursive: true });
    const { screens } = declaration('mf-legal');
    const claim = { path: '/jobs/search', layout: 'main', access: 'public' };
    writeFileSync(join(greedy, 'screens.json'), JSON.stringify({ screens: [...screens, claim] }));
    const before = readFileSync(remotesFile, 'utf8');
    const manifest = JSON.parse(before) as { remotes: Record<string, { entry: string }> };
    manifest.remotes['mf-legal'] = { entry: `${remoteBase}/mf-legal/greedy/remoteEntry.js` };
    writeFileSync(remotesFile, JSON.stringify(manifest));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const page = await html('/jobs/search');
      expect(page).toContain(`href="${remoteBase}/mf-jobs/r1/remoteEntry.js"`);
      expect(page).not.toContain('modulepreload" crossorigin href="' + remoteBase + '/mf-legal');
      await html('/jobs/search');
      expect(errors.mock.calls.map(([message]) => String(message))).toEqual([
        "/jobs/search is claimed by both mf-jobs and mf-legal: mf-legal's claim is refused (a path belongs to one remote)",
      ]);
    } finally {
      errors.mockRestore();
      writeFileSync(remotesFile, before);
    }
  });

  it('sends the page compressed, revalidated by ETag', async () => {
    const first = await get(siteBase, '/jobs/search?x=1', { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toBe('Accept-Encoding, Cookie');
    expect(brotliDecompressSync(first.body).toString()).toContain('remotes-manifest');
    const again = await get(siteBase, '/jobs/search?x=1', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('serves hashed assets compressed and immutable, and remotes.json revalidated', async () => {
    const asset = await get(siteBase, '/assets/entry-AAAAAAAA.js', {
      'accept-encoding': 'gzip, br',
    });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await get(siteBase, '/assets/nothing-ZZZZZZZZ.js');
    expect(missing.status).toBe(404);
    const manifest = await get(siteBase, '/remotes.json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers.etag).toBeTruthy();
  });
});

describe('the /api proxy', () => {
  /** A stand-in API that answers with the headers it was sent. */
  async function echoApi() {
    const api = createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(req.headers));
    });
    return { api, base: await listen(api) };
  }

  async function forwarded(trustProxy: string, headers: Record<string, string>) {
    const { api, base } = await echoApi();
    const proxySite = siteWith({ API_URL: base, TRUST_PROXY: trustProxy });
    try {
      const reply = await get(await listen(proxySite), '/api/auth/logout', headers);
      return JSON.parse(reply.body.toString()) as Record<string, string | undefined>;
    } finally {
      proxySite.close();
      api.close();
    }
  }

  const FORGED = {
    'X-Forwarded-For': '6.6.6.6',
    'X-Forwarded-Host': 'evil.example',
    'X-Forwarded-Proto': 'https',
    Forwarded: 'for=6.6.6.6;host=evil.example',
  };

  it("overwrites a client's forwarded headers: the API sees the client's own address", async () => {
    const seen = await forwarded('false', FORGED);
    expect(seen['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen['x-forwarded-proto']).toBe('http');
    expect(seen['x-forwarded-host']).toBeUndefined();
    expect(seen.forwarded).toBeUndefined();
  });

  it('behind a proxy named in TRUST_PROXY, forwards the address that proxy saw', async () => {
    // The test's "load balancer" is the loopback peer; the client wrote the left-most entry.
    const seen = await forwarded('127.0.0.1', {
      ...FORGED,
      'X-Forwarded-For': '6.6.6.6, 203.0.113.9',
    });
    expect(seen['x-forwarded-for']).toBe('203.0.113.9');
    expect(seen['x-forwarded-proto']).toBe('https');
    expect(seen['x-forwarded-host']).toBeUndefined();
  });
});

describe('security headers', () => {
  it('sends each page a CSP allowing exactly the site and the remotes of remotes.json', async () => {
    const page = await get(siteBase, '/jobs/search');
    const csp = String(page.headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split('; ')
        .find((d) => d.startsWith(`${name} `))
        ?.split(' ')
        .slice(1);
    expect(directive('script-src')).toEqual(["'self'", remoteBase]);
    expect(directive('connect-src')).toEqual([
      "'self'",
      remoteBase,
      remoteBase.replace('http', 'ws'),
    ]);
    expect(directive('default-src')).toEqual(["'self'"]);
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
    expect(directive('object-src')).toEqual(["'none'"]);
    expect(directive('base-uri')).toEqual(["'self'"]);
    expect(csp).not.toContain('unsafe-eval');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    // http: no HSTS (a browser would pin a scheme the site does not serve).
    expect(page.headers['strict-transport-security']).toBeUndefined();
    const asset = await get(siteBase, '/assets/entry-AAAAAAAA.js');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    // No camera, microphone, location, payment or USB for the site; no window shared with another
    // origin's.
    for (const answer of [page, asset]) {
      const policy = String(answer.headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
        expect(policy).toContain(`${feature}=()`);
      expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });

  it('sends HSTS when the public URL is https', async () => {
    const https = siteWith({ PUBLIC_URL: 'https://gigs.example.au' });
    try {
      const page = await get(await listen(https), '/about');
      expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      https.close();
    }
  });

  it('lets the page upload to the S3 bucket named in UPLOAD_ORIGINS, and nowhere else', async () => {
    const bucket = 'https://resumes.s3.ap-southeast-2.amazonaws.com';
    const withS3 = siteWith({ PUBLIC_URL: 'https://gigs.example.au', UPLOAD_ORIGINS: bucket });
    try {
      const page = await get(await listen(withS3), '/jobs/apply?id=1');
      const csp = String(page.headers['content-security-policy']);
      const connect = csp.split('; ').find((d) => d.startsWith('connect-src '));
      expect(connect?.split(' ').slice(1)).toContain(bucket);
      expect(csp.split('; ').find((d) => d.startsWith('script-src '))).not.toContain(bucket);
    } finally {
      withS3.close();
    }
    expect(() => loadSiteConfig({ UPLOAD_ORIGINS: 'https://bucket.example/path' })).toThrow(
      /UPLOAD_ORIGINS/,
    );
  });

  it('keeps violation reports where the tests read them, without the page query', async () => {
    const report = JSON.stringify({
      'csp-report': {
        'violated-directive': 'script-src',
        'document-uri': 'http://localhost:4173/reset?token=reset-secret-123',
      },
    });
    const answer = await new Promise<number>((resolve, reject) => {
      const req = request(
        new URL('/csp-report', siteBase),
        { method: 'POST', headers: { 'content-type': 'application/csp-report' } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end(report);
    });
    expect(answer).toBe(204);
    await expect
      .poll(() => {
        try {
          return readFileSync(join(dir, 'csp-reports.jsonl'), 'utf8');
        } catch {
          return '';
        }
      })
      .toContain('script-src');
    const kept = readFileSync(join(dir, 'csp-reports.jsonl'), 'utf8');
    expect(kept).toContain('http://localhost:4173/reset?…');
    expect(kept).not.toContain('reset-secret-123');
  });
});

describe('the /api proxy over several API replicas (API_URLS)', () => {
  it('balances the replicas and, when one stops, sends everything to the other', async () => {
    const names: string[] = [];
    const replicas = ['a', 'b'].map((name) =>
      createServer((req, res) => {
        if (req.url === '/ready') return void res.writeHead(200).end();
        res.writeHead(200, { 'Content-Type': 'text/plain' }).end(name);
      }),
    );
    const urls = await Promise.all(replicas.map((replica) => listen(replica)));
    const proxySite = siteWith({ API_URLS: urls.join(',') });
    const base = await listen(proxySite);
    const call = async () => {
      const reply = await get(base, '/api/whoami');
      return reply.status === 200 ? reply.body.toString() : String(reply.status);
    };
    try {
      for (let i = 0; i < 4; i += 1) names.push(await call());
      expect(names.sort()).toEqual(['a', 'a', 'b', 'b']);

      const b = replicas[1];
      await new Promise((resolve) => b?.close(resolve).closeAllConnections());
      // At most the first request that meets the stopped replica fails (502, never a 2xx lost);
      // from then on the pool leaves it out.
      const after = [];
      for (let i = 0; i < 6; i += 1) after.push(await call());
      expect(after.filter((name) => name === '502').length).toBeLessThanOrEqual(1);
      expect(after.slice(-4)).toEqual(['a', 'a', 'a', 'a']);
    } finally {
      proxySite.close();
      replicas[0]?.close();
    }
  });
});

describe('metrics for the operator', () => {
  /** The value of the sample `name{labels…}` in a Prometheus text exposition. */
  function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
    for (const line of text.split('\n')) {
      const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match || match[1] !== name) continue;
      const found = new Map(
        [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1] ?? '', m[2] ?? '']),
      );
      if (Object.entries(labels).every(([k, v]) => found.get(k) === v)) return Number(match[3]);
    }
    return undefined;
  }

  it('counts answers by kind and status, served on the metrics listener alone', async () => {
    const metrics = createSiteMetrics();
    const publicSite = siteWith({ SITE_DIST: join(dir, 'shell') }, metrics);
    const listener = createMetricsListener(metrics);
    const [siteUrl, operatorUrl] = [await listen(publicSite), await listen(listener)];
    try {
      expect((await get(siteUrl, '/jobs/search')).status).toBe(200);
      expect((await get(siteUrl, '/remotes.json')).status).toBe(200);
      // The API's port is closed: the proxy answers 502 and leaves the replica out.
      expect((await get(siteUrl, '/api/auth/logout')).status).toBe(502);
      // The metrics are never served on the public site, under any spelling.
      for (const path of ['/api/metrics', '/metrics', '/api//Metrics', '/api/%6detrics?x=1'])
        expect((await get(siteUrl, path)).status, path).toBe(404);

      const reply = await get(operatorUrl, '/metrics');
      expect(reply.status).toBe(200);
      expect(reply.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = reply.body.toString();
      const count = 'site_http_request_duration_seconds_count';
      expect(sample(text, count, { kind: 'page', status_code: '200' })).toBe(1);
      expect(sample(text, count, { kind: 'asset', status_code: '200' })).toBe(1);
      expect(sample(text, count, { kind: 'api', status_code: '502' })).toBe(1);
      expect(sample(text, count, { kind: 'refused', status_code: '404' })).toBe(4);
      expect(sample(text, 'site_api_replica_up', { replica: 'http://127.0.0.1:9' })).toBe(0);
      expect(sample(text, 'site_nodejs_eventloop_lag_seconds', {})).toBeGreaterThanOrEqual(0);

      expect((await get(operatorUrl, '/')).status).toBe(404);
    } finally {
      publicSite.close();
      listener.close();
    }
  });
});

describe('job pages and crawlers', () => {
  const OPEN = '2b1e7a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b';
  const REMOVED = '3c2f8b63-4d5e-4f60-9bac-1d2e3f4a5b6c';
  const UNKNOWN = '4d3a9c74-5e6f-4071-8cbd-2e3f4a5b6c7d';
  const SLOW = '5e4bad85-6f70-4182-9dce-3f4a5b6c7d8e';
  const PUBLIC = 'https://gigs.example.au';

  let api: Server;
  let jobsSite: Server;
  let base: string;
  /** Requests the stand-in API has had, by path. */
  const asked: string[] = [];
  /** The Cookie header of each call of the employer's profile. */
  const profileCookies: string[] = [];
  const held: ServerResponse[] = [];

  beforeAll(async () => {
    // A stand-in API: one open job whose words try to break out of the page, one removed, one
    // that never answers, and the sitemap's list.
    api = createServer((req, res) => {
      asked.push(req.url ?? '');
      const json = (status: number, body: unknown) =>
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      if (req.url === `/student/jobs/${OPEN}`)
        return json(
          200,
          jobDetail({ id: OPEN, title: 'Barista </script><script>alert(1)</script>' }),
        );
      if (req.url === `/student/jobs/${REMOVED}`)
        return json(410, { detail: 'This job was removed.' });
      if (req.url === `/student/jobs/${SLOW}`) return void held.push(res);
      if (req.url === '/employer/profile') {
        profileCookies.push(req.headers.cookie ?? '');
        if (req.headers.cookie === 'sg_access=employer-token')
          return json(200, { business_name: 'Harbour Cafe', email: 'a@b.au', description: '' });
        if (req.headers.cookie === 'sg_access=student-token')
          return json(403, { detail: 'Employers only.' });
        return json(401, { detail: 'Not signed in.' });
      }
      if (req.url === '/system/jobs/sitemap')
        return json(200, { jobs: [{ id: OPEN, last_modified: '2026-11-26T05:00:00.000000Z' }] });
      return json(404, { detail: 'This job was not found.' });
    });
    jobsSite = siteWith({ API_URL: await listen(api), PUBLIC_URL: PUBLIC });
    base = await listen(jobsSite);
  });

  const html2 = async (path: string, headers: Record<string, string> = {}) =>
    (await get(base, path, headers)).body.toString();

  afterAll(() => {
    for (const res of held) res.destroy();
    jobsSite.close();
    api.close();
  });

  it('gives /employers a description, a title and a preview of its own, and leaves other pages the site’s', async () => {
    const page = (await get(base, '/employers?from=footer')).body.toString();
    const description = /<meta name="description" content="([^"]*)">/.exec(page)?.[1] ?? '';
    expect(description).toMatch(/^Post a job free on Student Gigs, hear from students close to/);
    expect(page.match(/<meta name="description"/g)).toHaveLength(1);
    expect(page).toContain('<title>For employers · Student Gigs</title>');
    expect(page).toContain(`<link rel="canonical" href="${PUBLIC}/employers">`);
    expect(page).toContain(`<meta property="og:image" content="${PUBLIC}/og-image.png">`);
    expect(page).not.toContain('application/ld+json');
    const about = (await get(base, '/about')).body.toString();
    expect(about).not.toContain('og:title');
  });

  it("puts the job into the page's title, description, preview tags and JobPosting", async () => {
    const reply = await get(base, `/jobs/apply?id=${OPEN}`);
    expect(reply.status).toBe(200);
    const page = reply.body.toString();
    expect(page).toContain(
      '<meta property="og:title" content="Barista &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; at Harbour Cafe">',
    );
    expect(page).toContain(`<meta property="og:url" content="${PUBLIC}/jobs/apply?id=${OPEN}">`);
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(page).toContain(`<meta property="og:image" content="${PUBLIC}/og-image.png">`);
    // The picture it names is the site's own file.
    const image = await get(siteBase, '/og-image.png');
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.body.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(page).toMatch(
      /<title>Barista &lt;\/script&gt;.* at Harbour Cafe — Student Gigs<\/title>/,
    );
    expect(page).not.toContain('<script>alert');
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(page)?.[1] ?? '{}';
    expect(JSON.parse(ld)).toMatchObject({
      '@type': 'JobPosting',
      title: 'Barista </script><script>alert(1)</script>',
      directApply: true,
    });
    // The rest of the page is as it was: the remote's preloads, the same CSP (its first call is
    // answered in the page: below).
    expect(page).toContain('/mf-jobs/r1/remoteEntry.js');
    expect(page).not.toContain('noindex');
    // JSON-LD is a data block, never executed: script-src needs no nonce, hash or inline source.
    const csp = String(reply.headers['content-security-policy']).split('; ');
    expect(csp.find((d) => d.startsWith('script-src '))).toBe(`script-src 'self' ${remoteBase}`);
    expect(reply.headers.etag).toBeTruthy();
  });

  it('answers 410 for a removed job and 404 for an unknown one, the same app kept out of search', async () => {
    for (const [id, status] of [
      [REMOVED, 410],
      [UNKNOWN, 404],
    ] as const) {
      const reply = await get(base, `/jobs/apply?id=${id}`, { 'accept-encoding': 'br' });
      expect(reply.status).toBe(status);
      const page = brotliDecompressSync(reply.body).toString();
      expect(page).toContain('<meta name="robots" content="noindex">');
      // The app still loads and shows its "removed" or "not found" screen.
      expect(page).toContain('id="remotes-manifest"');
      expect(page).toContain('/mf-jobs/r1/remoteEntry.js');
      expect(page).not.toContain('og:title');
      // A 304 stands for a 200: an error page carries no ETag to revalidate.
      expect(reply.headers.etag).toBeUndefined();
    }
  });

  it("sends a visitor the job as HTML, made by mf-jobs's release, with the answer it was made from", async () => {
    const page = (await get(base, `/jobs/apply?id=${OPEN}`)).body.toString();
    expect(page).toContain(
      '<main id="app-main"><div id="server-view" data-path="/jobs/apply"><h1>Barista &lt;/script>&lt;script>alert(1)&lt;/script></h1></div></main>',
    );
    // Its styles cannot end their element; what the app renders beside the view waits hidden.
    const style = /<style id="server-view-style">([\s\S]*?)<\/style>/.exec(page)?.[1] ?? '';
    expect(style).toBe(
      'h1{margin:0}<\\/style><b>#server-view~:not([data-remote-state=failed]){display:none}',
    );
    const answers = /<script type="application\/json" id="page-answers">([^<]*)<\/script>/.exec(
      page,
    )?.[1];
    expect(JSON.parse(answers ?? '{}')).toEqual({
      [`/api/student/jobs/${OPEN}`]: {
        status: 200,
        body: jobDetail({ id: OPEN, title: 'Barista </script><script>alert(1)</script>' }),
      },
    });
    // The call the page answers is not started again by a preload.
    expect(page).not.toContain(`href="/api/student/jobs/${OPEN}"`);
    // Nothing in the head is fetched before the view is painted but the page's one script: the
    // modules are named for it to preload afterwards.
    expect(page).not.toContain('rel="modulepreload"');
    const modules = /<script type="application\/json" id="page-modules">([^<]*)<\/script>/.exec(
      page,
    )?.[1];
    expect(JSON.parse(modules ?? '[]')).toEqual(
      expect.arrayContaining([
        '/assets/shared-BBBBBBBB.js',
        expect.stringMatching(/\/mf-jobs\/r1\/remoteEntry\.js$/),
        expect.stringMatching(/\/mf-jobs\/r1\/assets\/mf-jobs-app\.js$/),
      ]),
    );

    // A removed job's page says so in its view too.
    const removed = await get(base, `/jobs/apply?id=${REMOVED}`);
    expect(removed.status).toBe(410);
    expect(removed.body.toString()).toContain('<h1>This job was removed.</h1>');

    // Someone signed in sees what is theirs, which the server cannot know: no view, no answers.
    const signedIn = await html2(`/jobs/apply?id=${OPEN}`, { cookie: 'sg_refresh=abc' });
    expect(signedIn).not.toContain('id="server-view"');
    expect(signedIn).not.toContain('id="page-answers"');
    expect(signedIn).toContain(`href="/api/student/jobs/${OPEN}"`);
    expect(signedIn).toContain('rel="modulepreload"');
    expect(signedIn).not.toContain('id="page-modules"');
  });

  it('sends an employer their own dashboard as HTML, made with their access cookie alone, kept by no cache', async () => {
    profileCookies.length = 0;
    const reply = await get(base, '/profile/employer', {
      cookie: 'theme=dark; sg_refresh=refresh-token; sg_access=employer-token',
    });
    const page = reply.body.toString();
    expect(page).toContain(
      '<main id="app-main"><div id="server-view" data-path="/profile/employer"><h1>Harbour Cafe</h1></div></main>',
    );
    // Only the access cookie went to the API: the render cannot renew the session, and no
    // other cookie of the site's leaves the browser's own requests.
    expect(profileCookies).toEqual(['sg_access=employer-token']);
    // Their answers stay out of the page (their app asks again as them), and no cache keeps it.
    expect(page).not.toContain('id="page-answers"');
    expect(reply.headers['cache-control']).toBe('private, no-store');
    expect(reply.headers.vary).toContain('Cookie');

    // Another role's cookie, or none that is still fresh: the page goes without a view.
    profileCookies.length = 0;
    const student = await get(base, '/profile/employer', {
      cookie: 'sg_refresh=refresh-token; sg_access=student-token',
    });
    expect(student.body.toString()).not.toContain('id="server-view"');
    expect(student.headers['cache-control']).toBe('no-cache');
    const stale = await html2('/profile/employer', { cookie: 'sg_refresh=refresh-token' });
    expect(stale).not.toContain('id="server-view"');
    // No session at all: the login screen will show, and nothing is rendered as anyone.
    const visitor = await html2('/profile/employer', { cookie: 'sg_access=employer-token' });
    expect(visitor).not.toContain('id="server-view"');
    expect(profileCookies).toEqual(['sg_access=student-token']);
  });

  it('sends the page without a preview when the API is slow (after a second) or down', async () => {
    const started = performance.now();
    const slow = await get(base, `/jobs/apply?id=${SLOW}`);
    const waited = performance.now() - started;
    expect(slow.status).toBe(200);
    expect(waited).toBeGreaterThanOrEqual(900);
    expect(waited).toBeLessThan(3_000);
    expect(slow.body.toString()).not.toContain('og:title');
    expect(slow.body.toString()).toContain('id="remotes-manifest"');

    // The suite's site has a closed API port.
    const down = await get(siteBase, `/jobs/apply?id=${OPEN}`);
    expect(down.status).toBe(200);
    expect(down.body.toString()).not.toContain('og:title');
    expect(down.body.toString()).not.toContain('noindex');
  });

  it('serves robots.txt and a sitemap of open jobs on PUBLIC_URL, whatever the Host says', async () => {
    const robots = await get(base, '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body.toString()).toContain(`Sitemap: ${PUBLIC}/sitemap.xml`);
    expect(robots.body.toString()).toContain('Disallow: /profile\n');

    const sitemap = await get(base, '/sitemap.xml', { host: 'evil.example' });
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = sitemap.body.toString();
    expect(xml).toContain(
      `<url><loc>${PUBLIC}/jobs/apply?id=${OPEN}</loc><lastmod>2026-11-26T05:00:00.000000Z</lastmod></url>`,
    );
    expect(xml).toContain(`<url><loc>${PUBLIC}/jobs/search</loc></url>`);
    expect(xml).not.toContain('evil.example');
    // Kept for a few minutes: a second request does not ask the API again.
    await get(base, '/sitemap.xml');
    expect(asked.filter((path) => path === '/system/jobs/sitemap')).toHaveLength(1);

    // With the API down and nothing read yet: try again later.
    const errors = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const unavailable = await get(siteBase, '/sitemap.xml');
      expect(unavailable.status).toBe(503);
      expect(unavailable.headers['retry-after']).toBe('60');
    } finally {
      errors.mockRestore();
    }
  });
});
