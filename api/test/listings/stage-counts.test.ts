// The employer's listings count their applications per stage of the pipeline: only the stages
// under way and hired (not rejected, declined or withdrawn), only applications whose resume
// arrived, zeros for a listing without any, each listing of the page its own counts.
import type { EmployerListingsResponse } from 'api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationStatus } from '../../src/db/schema';
import { createApplication } from '../applications/fixtures';
import { build, engines } from '../helper';
import { tempDataDir } from '../upload-helpers';
import { createEmployer, createListing, createStudent, sessionCookie } from './fixtures';

describe.each(engines)("the employer's listings count applications per stage (%s)", (engine) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await build(engine, { env: { DATA_DIR: tempDataDir() } });
  });
  afterAll(() => app.close());

  async function applyAt(listingId: string, status: ApplicationStatus, stored = true) {
    const student = await createStudent(app.db);
    await createApplication(app, { listingId, studentId: student.id, status, stored });
  }

  it('counts each stage of each listing of the page', async () => {
    const employerId = await createEmployer(app.db, 'Stage Cafe');
    const busy = await createListing(app.db, { employerId, title: 'Barista', maxApplications: 20 });
    const quiet = await createListing(app.db, { employerId, title: 'Cleaner' });
    const statuses: ApplicationStatus[] = [
      'submitted',
      'submitted',
      'seen',
      'shortlisted',
      'shortlisted',
      'shortlisted',
      'interview',
      'offered',
      'hired',
      'rejected',
      'declined',
      'withdrawn',
    ];
    for (const status of statuses) await applyAt(busy.id, status);
    // A resume still on its way is no application the employer can open yet.
    await applyAt(busy.id, 'submitted', false);

    const response = await app.inject({
      method: 'GET',
      url: '/employer/listings?limit=10',
      headers: { cookie: await sessionCookie(app, employerId) },
    });
    expect(response.statusCode).toBe(200);
    const byId = new Map(
      response
        .json<EmployerListingsResponse>()
        .listings.map((listing) => [listing.id, listing.stage_counts]),
    );
    expect(byId.get(busy.id)).toEqual({
      submitted: 2,
      seen: 1,
      shortlisted: 3,
      interview: 1,
      offered: 1,
      hired: 1,
    });
    expect(byId.get(quiet.id)).toEqual({
      submitted: 0,
      seen: 0,
      shortlisted: 0,
      interview: 0,
      offered: 0,
      hired: 0,
    });
  });
});
