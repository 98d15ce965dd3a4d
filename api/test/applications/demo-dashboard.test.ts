// The demo a newcomer meets after `npm start`: the demo employer signs in, opens a listing's
// applications, views one, opens its resume and marks it seen.
import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import {
  applicationResumeResponse,
  employerListingsResponse,
  listingApplicationsResponse,
} from 'api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoResumeStore, seedDemoResumes } from '../../seed/demo-resumes';
import { DEMO_LOGINS } from '../../seed/demo-logins';
import { CapturingMailer, cookieHeader, post } from '../auth-helpers';
import { build, engines } from '../helper';
import { tempDataDir } from '../upload-helpers';

describe.each(engines)('demo employer dashboard (%s)', (engine) => {
  let app: FastifyInstance;
  const mailer = new CapturingMailer();
  const dataDir = tempDataDir();
  beforeAll(async () => {
    app = await build(engine, { seedDemo: true, mailer, env: { DATA_DIR: dataDir } });
    // What server.ts does after the seed.
    await seedDemoResumes(app.db, demoResumeStore(app.resumeStorage));
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reviews a demo application end to end', async () => {
    const login = await post(app, '/auth/login', DEMO_LOGINS.employer);
    expect(login.statusCode).toBe(200);
    const cookie = cookieHeader(login);
    const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie } });

    const { listings } = employerListingsResponse.parse(
      (await get('/employer/listings?limit=50')).json(),
    );
    const submitted = [];
    for (const listing of listings) {
      const { applications } = listingApplicationsResponse.parse(
        (await get(`/employer/listings/${listing.id}/applications`)).json(),
      );
      submitted.push(...applications.filter((a) => a.status === 'submitted'));
    }
    expect(submitted.length).toBeGreaterThanOrEqual(3);
    const [first] = submitted;
    if (!first) throw new Error('no demo application');

    expect((await get(`/employer/applications/${first.id}`)).statusCode).toBe(200);
    const { url } = applicationResumeResponse.parse(
      (await get(`/employer/applications/${first.id}/resume`)).json(),
    );
    const file = await app.inject({ method: 'GET', url: url.replace(/^\/api/, '') });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const seen = await app.inject({
      method: 'POST',
      url: `/employer/applications/${first.id}/status`,
      headers: { cookie },
      payload: { new_status: 'seen' },
    });
    expect(seen.json()).toEqual({ status: 'seen' });
    expect((await mailer.delivered()).at(-1)?.subject).toMatch(
      /^Your application for .+ at Harbour & Vine/,
    );
  });
});
