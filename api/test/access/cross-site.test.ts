// The CSRF column of the matrix: every state-changing row, sent by an actor the matrix allows but
// from a foreign Origin (or marked cross-site by the browser), is refused with 403 and changes
// nothing (origin-check.ts; SameSite=Lax cookies are the other half of the defence).
import { describe, expect, it } from 'vitest';
import { CROSS_SITE_DETAIL } from '../../src/plugins/app/origin-check';
import { engines } from '../helper';
import { cellUrl, MATRIX, rowName } from './matrix';
import { useAccessApp } from './setup';
import { snapshotDatabase } from './snapshot';
import { ACTORS } from './world';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Each unsafe row with the first actor it lets through (a refusal would prove nothing here). */
const cases = MATRIX.filter((row) => UNSAFE.has(row.method)).flatMap((row) => {
  const actor = ACTORS.find((a) => row.expect[a] < 400);
  return actor ? [[rowName(row), actor, row] as const] : [];
});

const FOREIGN: Record<string, Record<string, string>> = {
  'foreign Origin': { origin: 'https://evil.example' },
  'Sec-Fetch-Site: cross-site': { 'sec-fetch-site': 'cross-site' },
  // The Origin of the host the request names: both headers are the client's to write.
  'foreign Origin, forged Host and X-Forwarded-Host': {
    origin: 'http://evil.example',
    host: 'evil.example',
    'x-forwarded-host': 'evil.example',
  },
};

describe.each(engines)('cross-site calls (%s)', (engine) => {
  const suite = useAccessApp(engine);

  it('has state-changing rows to check', () => {
    expect(cases.length).toBeGreaterThan(20);
  });

  describe.each(Object.entries(FOREIGN))('%s', (_label, foreign) => {
    it.each(cases)('%s as %s → 403, nothing changed', async (_name, actor, row) => {
      const ctx = await suite.newCell();
      const { app, world } = ctx;
      const request = await row.request(ctx);
      const { payload, headers } = request;
      const cookie = world.cookies[actor];
      // Mail queued while the world was built is delivered first: delivery settles its rows.
      await app.mail.flush();
      const before = await snapshotDatabase(app.db);
      const response = await app.inject({
        method: row.method,
        url: cellUrl(row, request),
        ...(payload === undefined ? {} : { payload }),
        headers: { ...headers, ...foreign, ...(cookie ? { cookie } : {}) },
      });
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual({ detail: CROSS_SITE_DETAIL });
      await app.mail.flush();
      expect(await snapshotDatabase(app.db)).toEqual(before);
    });
  });
});
