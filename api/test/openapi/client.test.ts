// A client generated from the served OpenAPI document type-checks against it and calls the API:
// openapi-typescript's types (committed as openapi-types.ts, checked here for staleness) with
// openapi-fetch, over a real socket. Regenerate the types after a contract change with
//   UPDATE_OPENAPI_TYPES=1 npx vitest run test/openapi
import { readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import createClient from 'openapi-fetch';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../helper';
import type { paths } from './openapi-types';

const TYPES_FILE = new URL('./openapi-types.ts', import.meta.url);

describe('a client generated from the OpenAPI document', () => {
  let app: FastifyInstance;
  let baseUrl: string;
  beforeAll(async () => {
    app = await build('pglite');
    await app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  it('is generated from the document as served', async () => {
    const document = (await app.inject({ method: 'GET', url: '/docs/json' })).body;
    const source = COMMENT_HEADER + astToString(await openapiTS(document));
    const path = TYPES_FILE.pathname;
    const formatted = await format(source, { ...(await resolveConfig(path)), filepath: path });
    if (process.env.UPDATE_OPENAPI_TYPES === '1') writeFileSync(TYPES_FILE, formatted);
    expect(formatted, 'stale: regenerate with UPDATE_OPENAPI_TYPES=1').toBe(
      readFileSync(TYPES_FILE, 'utf8'),
    );
  });

  it('calls three endpoints with typed inputs and answers', async () => {
    // No `servers` prefix: this calls the API itself, not the site's /api proxy.
    const client = createClient<paths>({ baseUrl });

    const categories = await client.GET('/system/job-categories');
    expect(categories.response.status).toBe(200);
    const codes = categories.data?.categories.map((category) => category.code) ?? [];
    expect(codes).toContain('HOSP');

    const jobs = await client.GET('/system/jobs/by-category', {
      params: { query: { category_code: 'HOSP' } },
    });
    expect(jobs.response.status).toBe(200);
    expect(Array.isArray(jobs.data?.jobs)).toBe(true);

    const login = await client.POST('/auth/login', {
      body: { email: 'nobody@example.com', password: 'not-the-password' },
    });
    expect(login.response.status).toBe(401);
    expect(typeof login.error?.detail).toBe('string');
  });
});
