// The operator's listener: GET /metrics in Prometheus's text format on SITE_METRICS_PORT, bound to
// METRICS_HOST (127.0.0.1 unless set to a private interface), never on the site's public port
// (docs/operations.md). Anything else is 404.
import { createServer, type Server } from 'node:http';
import type { SiteMetrics } from './site-metrics';

export function createMetricsListener(metrics: SiteMetrics): Server {
  return createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0];
    if (pathname !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    metrics.text().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': metrics.contentType, 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      () => {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Metrics failed');
      },
    );
  });
}
