// GET /metrics on the operator's listener, scraped and read back as Prometheus would: the names
// an operator's rules use, a request under its route pattern, a rate-limit refusal, the mail
// queue, and each scheduled task's period and last success (kept in the database).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue } from '../../src/db/schema';
import { MINUTE_MS } from '../../src/plugins/time/clock';
import { buildMetricsServer } from '../../src/plugins/metrics/listener';
import { build, buildReplicas, engines } from '../helper';
import { parseExposition, sampleValue } from './metrics-exposition';

async function scrape(app: FastifyInstance) {
  const listener = buildMetricsServer(app);
  try {
    const response = await listener.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return parseExposition(response.body);
  } finally {
    await listener.close();
  }
}

describe.each(engines)('GET /metrics (%s)', (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build(engine, {
      rateLimits: { places: { ip: { max: 1, windowMs: 15 * MINUTE_MS } } },
    });
  });
  afterAll(() => app.close());

  it('names every metric the rules and docs/operations.md use', async () => {
    const { types } = await scrape(app);
    for (const [name, type] of [
      ['api_http_request_duration_seconds', 'histogram'],
      ['api_nodejs_eventloop_lag_seconds', 'gauge'],
      ['api_nodejs_eventloop_lag_p99_seconds', 'gauge'],
      ['api_mail_waiting', 'gauge'],
      ['api_mail_oldest_waiting_seconds', 'gauge'],
      ['api_mail_given_up_last_24h', 'gauge'],
      ['api_scheduled_task_period_seconds', 'gauge'],
      ['api_scheduled_task_last_success_timestamp_seconds', 'gauge'],
      ['api_rate_limit_refusals_total', 'counter'],
      ['api_metrics_read_failures_total', 'counter'],
    ])
      expect(types.get(name ?? ''), name).toBe(type);
    // Pools only where there are pools: PGlite has one in-process connection.
    expect(types.has('api_db_pool_connections_in_use')).toBe(engine === 'postgres');
  });

  it('reports the PostgreSQL pools by name', async () => {
    if (engine !== 'postgres') return;
    const { samples } = await scrape(app);
    for (const pool of ['request', 'background', 'admin']) {
      expect(
        sampleValue(samples, 'api_db_pool_connections_in_use', { pool }),
      ).toBeGreaterThanOrEqual(0);
      expect(sampleValue(samples, 'api_db_pool_waiting', { pool })).toBe(0);
    }
  });

  it('counts a request under its route pattern and status, never its URL', async () => {
    const id = randomUUID();
    const url = `/employer/listings/${id}/applications`;
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `/no/such/${id}` })).statusCode).toBe(404);
    const { samples } = await scrape(app);
    const labels = {
      method: 'GET',
      route: '/employer/listings/:id/applications',
      status_code: '401',
    };
    expect(sampleValue(samples, 'api_http_request_duration_seconds_count', labels)).toBe(1);
    expect(
      sampleValue(samples, 'api_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' }),
    ).toBe(1);
    expect(
      sampleValue(samples, 'api_http_request_duration_seconds_count', {
        route: '(unmatched)',
        status_code: '404',
      }),
    ).toBe(1);
    expect(samples.some((s) => Object.values(s.labels).some((v) => v.includes(id)))).toBe(false);
  });

  it('counts a rate-limit refusal by its limit', async () => {
    const url = '/places/autocomplete?input=newtown';
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(429);
    const { samples } = await scrape(app);
    expect(sampleValue(samples, 'api_rate_limit_refusals_total', { limit: 'places' })).toBe(1);
  });

  it('reports the mail waiting, the age of the oldest, and the mail given up', async () => {
    const now = app.now().getTime();
    const mail = (key: string, createdAt: number) => ({
      eventKey: `metrics-test:${key}`,
      recipient: 'someone@example.com',
      subject: 'Hello',
      textBody: 'Hello',
      htmlBody: '<p>Hello</p>',
      createdAt: new Date(createdAt),
      // Retrying later: the worker leaves it alone while the test reads it.
      nextAttemptAt: new Date(now + 60 * MINUTE_MS),
    });
    await app.db
      .insert(mailQueue)
      .values([
        mail('old', now - 15 * MINUTE_MS),
        mail('new', now - MINUTE_MS),
        { ...mail('given-up', now - 90 * MINUTE_MS), failedAt: new Date(now - 30 * MINUTE_MS) },
        { ...mail('sent', now - 90 * MINUTE_MS), sentAt: new Date(now - 80 * MINUTE_MS) },
      ]);
    const { samples } = await scrape(app);
    expect(sampleValue(samples, 'api_mail_waiting')).toBe(2);
    const oldest = sampleValue(samples, 'api_mail_oldest_waiting_seconds') ?? 0;
    expect(oldest).toBeGreaterThanOrEqual(15 * 60);
    expect(oldest).toBeLessThan(15 * 60 + 30);
    expect(sampleValue(samples, 'api_mail_given_up_last_24h')).toBe(1);
  });
});

describe.each(engines)('scheduled tasks in /metrics (%s)', (engine) => {
  let replicas: Awaited<ReturnType<typeof buildReplicas>>;
  beforeAll(async () => {
    replicas = await buildReplicas(engine, () => new Date());
  });
  afterAll(() => replicas.close());

  it("exports each task's period and its last success, the same on every replica", async () => {
    const [first, second] = replicas.replicas;
    await Promise.all([first.runScheduledTasks(), second.runScheduledTasks()]);
    const tasks = second.scheduledTasks();
    expect(tasks.length).toBeGreaterThan(0);
    const seconds = Date.now() / 1000;
    const scrapes = [await scrape(first), await scrape(second)];
    for (const { samples } of scrapes) {
      for (const task of tasks) {
        const labels = { task: task.name };
        expect(sampleValue(samples, 'api_scheduled_task_period_seconds', labels)).toBe(
          task.everyMs / 1000,
        );
        const last = sampleValue(
          samples,
          'api_scheduled_task_last_success_timestamp_seconds',
          labels,
        );
        expect(last, task.name).toBeGreaterThan(seconds - 60);
        expect(last, task.name).toBeLessThanOrEqual(seconds + 1);
      }
    }
  });

  it('has no last success for a task whose runs fail', async () => {
    const [first] = replicas.replicas;
    first.scheduleTask({
      name: 'metrics-test-failing',
      everyMs: 60_000,
      run: () => Promise.reject(new Error('always fails')),
    });
    await first.runScheduledTasks();
    const { samples } = await scrape(first);
    const labels = { task: 'metrics-test-failing' };
    expect(sampleValue(samples, 'api_scheduled_task_period_seconds', labels)).toBe(60);
    expect(
      sampleValue(samples, 'api_scheduled_task_last_success_timestamp_seconds', labels),
    ).toBeUndefined();
  });
});
