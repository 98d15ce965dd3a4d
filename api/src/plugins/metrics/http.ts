// Every answer's duration by method, route pattern (`/employer/listings/:id`, never the raw URL with
// its ids) and status: the histogram's `_count` is the request count. A request no route matched
// is labelled `(unmatched)`, so scanners cannot create a series per URL they try.
import type { FastifyInstance } from 'fastify';
import { Histogram, type Registry } from 'prom-client';

export const UNMATCHED_ROUTE = '(unmatched)';

// Around what the bench measures (bench/README.md: the job page's p99 near 10 ms, the lists' 10–30 ms)
// and the 2 s statement timeout, up to an upload of a 5 MB resume on a slow link.
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function observeRequests(app: FastifyInstance, registry: Registry): void {
  const duration = new Histogram({
    name: 'api_http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its answer, by route pattern and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
