// The OpenAPI document is one others can call: it names the server (the site's /api), the session
// cookie as a security scheme, and gives every operation a unique id, its security and a real
// sentence per response.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../helper';

interface Operation {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { description: string; content?: unknown; headers?: object }>;
}
interface Document {
  servers?: Array<{ url: string }>;
  components: { securitySchemes?: Record<string, Record<string, string>> };
  paths: Record<string, Record<string, Operation>>;
}

describe('OpenAPI document', () => {
  let app: FastifyInstance;
  let doc: Document;
  beforeAll(async () => {
    app = await build('pglite');
    doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json<Document>();
  });
  afterAll(() => app.close());

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        where: `${method} ${path}`,
        operation,
      })),
    );

  it('is called through the site, with the session cookie as its security scheme', () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/api' })]);
    expect(doc.components.securitySchemes?.cookieAuth).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'sg_access',
    });
    expect(doc.components.securitySchemes?.cookieAuth?.description).toContain('__Host-sg_access');
  });

  it('gives every operation a unique operationId, its security and described responses', () => {
    const ids = new Set<string>();
    for (const { where, operation } of operations()) {
      expect(operation.operationId, where).toMatch(/^[a-z][A-Za-z]+$/);
      expect(ids.has(operation.operationId ?? ''), where).toBe(false);
      ids.add(operation.operationId ?? '');
      expect(operation.security, where).toBeDefined();
      for (const [status, response] of Object.entries(operation.responses)) {
        expect(response.description, `${where} ${status}`).not.toBe('Default Response');
        expect(response.description.length, `${where} ${status}`).toBeGreaterThan(5);
      }
    }
    expect(ids.size).toBeGreaterThan(60);
  });

  it("takes ids and security from the endpoint table's groups and access", () => {
    const createListing = doc.paths['/employer/listings']?.post;
    expect(createListing?.operationId).toBe('employerCreateListing');
    expect(createListing?.security).toEqual([{ cookieAuth: [] }]);
    expect(createListing?.responses['401']?.description).toBe('Not signed in.');
    const categories = doc.paths['/system/job-categories']?.get;
    expect(categories?.security).toEqual([]);
    expect(doc.paths['/health']?.get?.operationId).toBe('health');
  });

  it('documents the storage upload as a multipart form answered by 204 without a body', () => {
    const upload = doc.paths['/storage/upload']?.post;
    expect(upload?.operationId).toBe('storageUpload');
    expect(upload?.security).toEqual([]);
    expect(Object.keys(upload?.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    expect(Object.keys(upload?.responses['204'] ?? {})).toEqual(['description']);
  });
});
