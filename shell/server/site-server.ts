import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createProxyMiddleware } from 'http-proxy-middleware';
import sirv from 'sirv';
import { loadSiteConfig, type SiteConfig } from './site-config';

type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

function securityHeaders(res: ServerResponse) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
}

/** remotes.json is read on every request: a release or rollback is a change of this file alone. */
function serveRemotes(config: SiteConfig): Handler {
  return (req, res, next) => {
    if (req.url?.split('?')[0] !== '/remotes.json') return next();
    readFile(config.REMOTES_FILE, 'utf8').then(
      (body) => {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
        res.end(body);
      },
      () => {
        res.writeHead(503, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ detail: 'remotes.json is not available' }));
      },
    );
  };
}

/** The site origin: the shell's files, remotes.json, and /api proxied to the API without its prefix. */
export function createSiteServer(config: SiteConfig) {
  const api = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: config.API_URL,
    pathFilter: '/api',
    pathRewrite: { '^/api': '' },
    xfwd: true,
    on: {
      error: (_err, _req, res) => {
        if ('writeHead' in res && !res.headersSent) {
          res.writeHead(502, { 'Content-Type': 'application/json' });
          res.end(
            JSON.stringify({ detail: 'The service is not available. Please try again later.' }),
          );
        }
      },
    },
  });
  const assets = sirv(config.SITE_DIST, {
    single: true,
    etag: true,
    setHeaders: (res, pathname) => {
      // Hashed build files never change; index.html must be revalidated so releases show at once.
      res.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const remotes = serveRemotes(config);
  return createServer((req, res) => {
    securityHeaders(res);
    void api(req, res, () =>
      remotes(req, res, () =>
        assets(req, res, () => {
          res.writeHead(404).end();
        }),
      ),
    );
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let config: SiteConfig;
  try {
    config = loadSiteConfig(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const server = createSiteServer(config);
  server.listen(config.SITE_PORT, config.HOST, () => {
    console.log(`site listening on http://localhost:${config.SITE_PORT}`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
