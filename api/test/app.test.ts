import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loggerOptions } from '../src/logger';
import { INTERNAL_ERROR_DETAIL } from '../src/plugins/app/error-handler';
import { HttpError } from '../src/plugins/http/http-error';
import { build, testConfig } from './helper';

const logLines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    for (const line of chunk.toString().split('\n').filter(Boolean))
      logLines.push(JSON.parse(line) as Record<string, unknown>);
    callback();
  },
});

function testRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/test/echo',
    { schema: { body: z.object({ email: z.email(), count: z.number().int().positive() }) } },
    (request) => ({ email: request.body.email }),
  );
  typed.get('/test/boom', () => {
    throw new Error('relation "users" does not exist at /srv/app/src/db.ts:42');
  });
  typed.get('/test/conflict', () => {
    throw new HttpError(409, 'You have already applied to this job.');
  });
  typed.post('/test/log', (request) => {
    request.log.info({ body: request.body }, 'received body');
    return { ok: true };
  });
}

describe('app-wide behaviour', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build('pglite', {
      extraRoutes: testRoutes,
      logger: {
        ...(loggerOptions(testConfig({ LOG_LEVEL: 'info' })) as object),
        stream: logStream,
      },
    });
  });
  afterAll(() => app.close());

  it('answers unknown routes with 404 { detail }', async () => {
    const response = await app.inject({ method: 'GET', url: '/no/such/route' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found' });
  });

  it('answers invalid input with 400 and a readable detail', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/test/echo',
      payload: { email: 'nope', count: 0 },
    });
    expect(response.statusCode).toBe(400);
    const { detail } = response.json<{ detail: string }>();
    expect(detail).toMatch(/email/);
    expect(detail).toMatch(/count/);
  });

  it('answers malformed JSON with 400 { detail }', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('detail');
  });

  it('passes expected failures through as { detail }', async () => {
    const response = await app.inject({ method: 'GET', url: '/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'You have already applied to this job.' });
  });

  it('hides internals of unexpected failures but logs them', async () => {
    const response = await app.inject({ method: 'GET', url: '/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: INTERNAL_ERROR_DETAIL });
    expect(response.body).not.toContain('relation');
    expect(JSON.stringify(logLines)).toContain('relation \\"users\\" does not exist');
  });

  it('redacts credentials from the logs', async () => {
    await app.inject({
      method: 'POST',
      url: '/test/log',
      headers: { cookie: 'refresh=secret-cookie', authorization: 'Bearer secret-bearer' },
      payload: {
        email: 'a@b.au',
        password: 'secret-password',
        code: '123456',
        token: 'secret-token',
      },
    });
    const logged = JSON.stringify(logLines);
    expect(logged).toContain('received body');
    expect(logged).toContain('a@b.au');
    for (const secret of [
      'secret-cookie',
      'secret-bearer',
      'secret-password',
      '123456',
      'secret-token',
    ]) {
      expect(logged).not.toContain(secret);
    }
  });

  it('serves the OpenAPI document and the docs page', async () => {
    const spec = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(spec.statusCode).toBe(200);
    const paths = Object.keys(spec.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/health',
        '/system/qualifications',
        '/system/job-categories',
        '/student/profile',
        '/student/applications/{id}/withdraw',
        '/employer/listings',
        '/employer/applications/{id}/resume',
      ]),
    );
    const page = await app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    // Relative, so the page also works behind the site's /api prefix.
    expect(page.body).toContain('src="./static/swagger-ui-bundle.js"');
    const bare = await app.inject({ method: 'GET', url: '/docs' });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('./docs/');
  });
});
