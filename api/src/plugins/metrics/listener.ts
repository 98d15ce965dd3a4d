// The operator's listener: GET /metrics (Prometheus text format) on a port of its own
// (API_METRICS_PORT on METRICS_HOST, a private interface), never on the API's port, so the site's
// /api proxy and anyone who reaches the API cannot read it (docs/operations.md).
import Fastify, { type FastifyInstance } from 'fastify';

export function buildMetricsServer(app: FastifyInstance): FastifyInstance {
  const server = Fastify({ logger: false });
  server.get('/metrics', async (_request, reply) => {
    void reply.header('cache-control', 'no-store').type(app.metrics.contentType);
    return app.metrics.text();
  });
  return server;
}
