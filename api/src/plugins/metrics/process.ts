// Metrics of the process itself, prom-client's defaults prefixed `api_`: event-loop lag
// (api_nodejs_eventloop_lag_seconds and its percentiles), heap, CPU, open handles. Collected once
// per process, however many apps it builds (the tests build hundreds), and merged into each
// app's exposition at scrape time.
import { collectDefaultMetrics, Registry } from 'prom-client';

let registry: Registry | undefined;

export function processRegistry(): Registry {
  if (!registry) {
    registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: 'api_' });
  }
  return registry;
}
