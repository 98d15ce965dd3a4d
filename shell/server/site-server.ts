import { appendFile, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { clientAddress, parseTrustProxy } from './client-address';
import { closeGracefully, createStaticHandler } from 'static-server';
import { dataForPage, renderPage, screenForPage } from './page';
import { createRemotePreloads, type RemotePreloads } from './remote-preloads';
import { createRemotesFile } from './remotes-file';
import { createRemoteScreens, type RemoteScreens } from './remote-screens';
import { loggableReport } from './csp-report';
import { contentSecurityPolicy, CSP_REPORT_PATH, securityHeaders } from './security-headers';
import { sendText } from './send-text';
import { shellModules } from './shell-preloads';
import { apiTargets, loadSiteConfig, uploadOrigins, type SiteConfig } from './site-config';
import { createApiPool } from './api-pool';
import { createMetricsListener } from './metrics-listener';
import { createSiteMetrics, requestKind, type SiteMetrics } from './site-metrics';
import { jobPage } from './job-preview';
import { createPageFetch, type PageFetch } from './page-fetch';
import { createServerRender, type ServerRender } from './server-render';
import { isNotFoundPage } from './not-found-page';
import { publicPageMeta } from './public-page-meta';
import { robotsTxt } from './robots';
import { createSitemap } from './sitemap';

/** The refresh cookie's presence: enough to guess which remote a guarded page will show. */
function hasSessionCookie(req: IncomingMessage): boolean {
  // `__Host-sg_refresh` where the site is served over https (api/src/accounts/auth/cookies.ts).
  return /(?:^|;\s*)(?:__Host-)?sg_refresh=[^;]/.test(req.headers.cookie ?? '');
}

/** The access cookie the page came with (`name=value`), to make a signed-in person's calls. */
function accessCookieOf(req: IncomingMessage): string | undefined {
  return /(?:^|;\s*)((?:__Host-)?sg_access=[^;\s]+)/.exec(req.headers.cookie ?? '')?.[1];
}

/**
 * How long a page waits for the API (a job's preview, a screen's first view) before it is sent
 * without what it was waiting for.
 */
export const PAGE_API_TIMEOUT_MS = 1_000;

/** A path naming a file (`/assets/x.js`, `/favicon.svg`) rather than a screen of the app. */
function isFilePath(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return last.includes('.') && last !== 'index.html';
}

/**
 * Paths only the operator may read (the metrics), refused on the public site whatever their
 * spelling (`/api//metrics`, `/API/%6Detrics`): they are served on the metrics listener alone.
 */
function isOperatorPath(url: string): boolean {
  let pathname = url.split('?')[0] ?? '/';
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // A malformed escape is judged as sent.
  }
  return /^(?:\/api)?\/metrics(?:\/|$)/.test(pathname.toLowerCase().replace(/\/{2,}/g, '/'));
}

/**
 * The site origin: the shell's files (precompressed, hashed ones cached for a year), every screen's
 * page (index.html with remotes.json inlined and the page's modules preloaded; a job's page with
 * its preview and JobPosting, or 404/410 for a job that never was or is gone; 404 with a page that
 * says so for a path no remote declares, not-found-page.ts), remotes.json itself,
 * robots.txt and the sitemap, and /api proxied to the API without its prefix.
 */
export function createSiteServer(
  config: SiteConfig,
  remotePreloads: RemotePreloads = createRemotePreloads(),
  metrics: SiteMetrics = createSiteMetrics(),
  remoteScreens: RemoteScreens = createRemoteScreens(),
  serverRender: ServerRender = createServerRender(),
) {
  const trust = parseTrustProxy(config.TRUST_PROXY);
  const targets = apiTargets(config);
  const uploads = uploadOrigins(config);
  const pool = createApiPool(targets);
  metrics.watchPool(pool, targets);
  const api = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: targets[0],
    // Each request to the next healthy replica (one replica: always that one).
    router: () => pool.next(),
    pathFilter: '/api',
    pathRewrite: { '^/api': '' },
    // The forwarded headers are written below, never passed on from the client: the API's
    // per-IP limits read X-Forwarded-For, and a client's X-Forwarded-Host must not reach it.
    xfwd: false,
    on: {
      proxyReq: (proxyReq, req) => {
        for (const name of ['forwarded', 'x-forwarded-host', 'x-forwarded-port', 'x-real-ip'])
          proxyReq.removeHeader(name);
        const peer = req.socket.remoteAddress;
        const client = clientAddress(req, trust);
        if (client) proxyReq.setHeader('x-forwarded-for', client);
        else proxyReq.removeHeader('x-forwarded-for');
        const forwardedProto = req.headers['x-forwarded-proto'];
        const proto =
          peer && trust(peer, 0) && (forwardedProto === 'https' || forwardedProto === 'http')
            ? forwardedProto
            : 'encrypted' in req.socket && req.socket.encrypted
              ? 'https'
              : 'http';
        proxyReq.setHeader('x-forwarded-proto', proto);
      },
      error: (err, _req, res, target) => {
        // A replica that refuses or drops connections is skipped until its health check passes.
        const code = (err as NodeJS.ErrnoException).code;
        const down = target && (code === 'ECONNREFUSED' || code === 'ECONNRESET');
        if (down && (typeof target === 'string' || target instanceof URL))
          pool.markDown(String(target));
        if ('writeHead' in res && !res.headersSent) {
          res.writeHead(502, { 'Content-Type': 'application/json' });
          res.end(
            JSON.stringify({ detail: 'The service is not available. Please try again later.' }),
          );
        }
      },
    },
  });
  const assets = createStaticHandler({ root: config.SITE_DIST });
  const template = readFileSync(join(config.SITE_DIST, 'index.html'), 'utf8');
  const shell = shellModules(config.SITE_DIST);
  const readRemotes = createRemotesFile(config.REMOTES_FILE);
  const sitemap = createSitemap({ pool, publicUrl: config.PUBLIC_URL });
  // The first page should find the screens, and the scripts that render them, already read.
  void readRemotes().then(async (remotes) => {
    if (!remotes.ok) return;
    const { screens } = await remoteScreens.screensFor(remotes.manifest, 1_500);
    for (const remote of new Set(screens.filter((s) => s.serverRender).map((s) => s.remote))) {
      const entry = remotes.manifest.remotes[remote]?.entry;
      if (entry) serverRender.warm(entry);
    }
  });

  async function sendRemotes(req: IncomingMessage, res: ServerResponse) {
    const remotes = await readRemotes();
    if (remotes.text === undefined) {
      res.writeHead(503, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ detail: 'remotes.json is not available' }));
      return;
    }
    await sendText(req, res, remotes.text, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
  }

  async function sendPage(req: IncomingMessage, res: ServerResponse) {
    const url = req.url ?? '/';
    // The page's calls of the API, made while its other parts are read: at most
    // PAGE_API_TIMEOUT_MS.
    const deadline = Date.now() + PAGE_API_TIMEOUT_MS;
    const client = clientAddress(req, trust);
    const page = createPageFetch({ pool, deadline, ...(client ? { client } : {}) });
    const job = jobPage(url, { page, publicUrl: config.PUBLIC_URL });
    const remotes = await readRemotes();
    let remoteModules: string[] = [];
    let data: string[] = [];
    let view: Promise<{ path: string; html: string; css: string } | undefined> =
      Promise.resolve(undefined);
    // A role's screen rendered for the person signed in: their calls, never sent to another.
    let personal = false;
    const session = hasSessionCookie(req);
    const site = remotes.ok ? await remoteScreens.screensFor(remotes.manifest) : undefined;
    const notFound =
      remotes.ok && site !== undefined
        ? isNotFoundPage(url, site.screens, remotes.manifest, Object.keys(site.inline))
        : false;
    if (remotes.ok && site) {
      const screen = screenForPage(site.screens, url, session);
      const entry = screen && remotes.manifest.remotes[screen.remote]?.entry;
      // A public screen's view is a visitor's: a signed-in person's may show what is theirs.
      // A role's screen is rendered from the calls of the person whose access cookie came with
      // the page; a cookie that is stale or of another role fails a call, and the page goes
      // without a view.
      const accessCookie = session ? accessCookieOf(req) : undefined;
      let calls: PageFetch | undefined;
      if (entry && screen.serverRender) {
        if (screen.access === 'public') calls = session ? undefined : page;
        else if (accessCookie) {
          calls = createPageFetch({ pool, deadline, accessCookie, ...(client ? { client } : {}) });
          personal = true;
        }
      }
      if (entry && screen.serverRender && calls) {
        const path = screen.path;
        view = serverRender
          .render(entry, url, calls, deadline)
          .then((rendered) => (rendered ? { path, ...rendered } : undefined));
      }
      if (entry) remoteModules = await remotePreloads.modulesFor(entry);
      data = dataForPage(site.screens, url, session);
    }
    const [preview, serverView] = await Promise.all([job, view]);
    const meta = preview?.status === 200 ? preview.meta : publicPageMeta(url, config.PUBLIC_URL);
    const html = renderPage({
      template,
      shellModules: shell,
      remoteModules,
      // A call the page already answers is not started again.
      data: serverView ? data.filter((href) => !(href in page.kept())) : data,
      hasSession: session,
      ...(remotes.ok ? { remotesJson: remotes.text, manifest: remotes.manifest } : {}),
      ...(site ? { screens: site.inline } : {}),
      ...(meta ? { meta } : {}),
      // The app still shows its "removed" or "not found" screen at the address.
      ...(preview && preview.status !== 200 ? { noindex: true } : {}),
      ...(notFound ? { notFound: true } : {}),
      // A signed-in person's answers stay out of the page: their app asks again as them.
      ...(serverView ? { serverView, ...(personal ? {} : { pageAnswers: page.kept() }) } : {}),
    });
    res.setHeader(
      'Content-Security-Policy',
      contentSecurityPolicy(remotes.ok ? remotes.manifest : undefined, uploads),
    );
    await sendText(
      req,
      res,
      html,
      {
        'Content-Type': 'text/html; charset=utf-8',
        // A page with someone's own view is kept by no cache, theirs included.
        'Cache-Control': personal && serverView ? 'private, no-store' : 'no-cache',
        // What the page preloads and whether it says "no session" depend on the session cookie.
        Vary: 'Cookie',
      },
      notFound ? 404 : (preview?.status ?? 200),
    );
  }

  async function sendRobots(req: IncomingMessage, res: ServerResponse) {
    await sendText(req, res, robotsTxt(config.PUBLIC_URL), {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
  }

  async function sendSitemap(req: IncomingMessage, res: ServerResponse) {
    const xml = await sitemap.xml();
    if (xml === undefined) {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' });
      res.end('The sitemap is not available. Please try again later.');
      return;
    }
    await sendText(req, res, xml, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
  }

  // Anyone can post a report: at most this many are logged a minute, so they cannot flood the log.
  const REPORTS_PER_MINUTE = 60;
  let reportWindow = { start: 0, count: 0 };

  /** A browser's CSP violation report: logged, and kept in CSP_REPORT_FILE when set (tests). */
  function receiveReport(req: IncomingMessage, res: ServerResponse) {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      if (body.length < 16_384) body += chunk;
    });
    req.on('end', () => {
      res.writeHead(204).end();
      const now = Date.now();
      if (now - reportWindow.start > 60_000) reportWindow = { start: now, count: 0 };
      reportWindow.count += 1;
      if (reportWindow.count > REPORTS_PER_MINUTE && !config.CSP_REPORT_FILE) return;
      // URLs cut at their path: a page's query can carry a token (csp-report.ts).
      const line = `${loggableReport(body.slice(0, 16_384))}\n`;
      console.warn(`CSP violation: ${line.trim()}`);
      if (config.CSP_REPORT_FILE) appendFile(config.CSP_REPORT_FILE, line, () => {});
    });
  }

  function route(req: IncomingMessage, res: ServerResponse): Promise<void> | void {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (pathname === CSP_REPORT_PATH && req.method === 'POST') return receiveReport(req, res);
    if (pathname === '/remotes.json') return sendRemotes(req, res);
    if (pathname === '/robots.txt') return sendRobots(req, res);
    if (pathname === '/sitemap.xml') return sendSitemap(req, res);
    if (isFilePath(pathname)) {
      return assets(req, res, () => {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      });
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    return sendPage(req, res);
  }

  const server = createServer((req, res) => {
    securityHeaders(res, config.PUBLIC_URL);
    const url = req.url ?? '/';
    if (isOperatorPath(url)) {
      metrics.observe('refused', res);
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const report = url.split('?')[0] === CSP_REPORT_PATH && req.method === 'POST';
    metrics.observe(report ? 'csp-report' : requestKind(req, isFilePath), res);
    void api(req, res, () => {
      Promise.resolve(route(req, res)).catch(() => {
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end();
      });
    });
  });
  server.on('close', () => pool.close());
  return server;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let config: SiteConfig;
  try {
    config = loadSiteConfig(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const metrics = createSiteMetrics();
  const server = createSiteServer(config, createRemotePreloads(), metrics);
  server.listen(config.SITE_PORT, config.HOST, () => {
    console.log(`site listening on http://localhost:${config.SITE_PORT}`);
  });
  const port = config.SITE_METRICS_PORT;
  if (port !== undefined) {
    // The operator's scraper only: a port of its own on a private interface.
    createMetricsListener(metrics).listen(port, config.METRICS_HOST, () => {
      console.log(`site metrics at http://${config.METRICS_HOST}:${port}/metrics`);
    });
  }
  const stop = () => void closeGracefully(server).then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
