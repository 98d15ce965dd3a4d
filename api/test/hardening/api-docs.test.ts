// The interactive API docs and the OpenAPI document answered 200 in
// production. They are off there unless API_DOCS=true turns them on.
import { describe, expect, it } from 'vitest';
import { build } from '../helper';

const PRODUCTION = {
  APP_ENV: 'production',
  PUBLIC_URL: 'https://gigs.example.au',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  DATABASE_URL: 'postgres://db.example.au/gigs',
  STORAGE_SECRET: 'x'.repeat(40),
};

describe('API docs', () => {
  it('are served in development', async () => {
    const app = await build('pglite');
    try {
      expect((await app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('are not served in production unless API_DOCS=true', async () => {
    const closed = await build('pglite', { env: PRODUCTION });
    try {
      for (const url of ['/docs', '/docs/', '/docs/json']) {
        expect((await closed.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
    } finally {
      await closed.close();
    }
    const open = await build('pglite', { env: { ...PRODUCTION, API_DOCS: 'true' } });
    try {
      expect((await open.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });
});
