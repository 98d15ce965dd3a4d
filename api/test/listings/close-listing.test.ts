// A listing's whole life: POST /employer/listings/{id}/close closes a listing as filled or
// cancelled. It stops taking applications, stays in the employer's list as closed with its
// outcome, keeps a job page that says why, and tells each waiting applicant in words that match,
// except the ones the employer hired. A removed listing's page answers 410.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../src/db/schema';
import { createApplication } from '../applications/fixtures';
import { CapturingMailer, TestClock } from '../auth-helpers';
import { build, engines } from '../helper';
import { createEmployer, createListing, createStudent, sessionCookie } from './fixtures';
import { tempDataDir } from '../upload-helpers';

describe.each(engines)('closing a listing (%s)', (engine) => {
  let app: FastifyInstance;
  const clock = new TestClock();
  const mailer = new CapturingMailer();

  beforeAll(async () => {
    app = await build(engine, { clock: clock.now, mailer, env: { DATA_DIR: tempDataDir() } });
  });
  afterAll(() => app.close());

  async function listingWithApplicants(business: string) {
    const employerId = await createEmployer(app.db, business);
    const listing = await createListing(app.db, { employerId, title: 'Weekend Barista' });
    const people = {
      hired: await createStudent(app.db),
      waiting: await createStudent(app.db),
      seen: await createStudent(app.db),
      withdrawn: await createStudent(app.db),
    };
    const applicationIds: Record<string, string> = {};
    for (const [key, person] of Object.entries(people)) {
      const status = key === 'seen' ? 'seen' : key === 'withdrawn' ? 'withdrawn' : 'submitted';
      const application = await createApplication(app, {
        listingId: listing.id,
        studentId: person.id,
        status,
      });
      applicationIds[key] = application.id;
    }
    return { employerId, listing, people, applicationIds };
  }

  const statusOf = async (id: string) =>
    (await app.db.select().from(applications).where(eq(applications.id, id)))[0]?.status;

  const close = async (employerId: string, id: string, body: unknown) =>
    app.inject({
      method: 'POST',
      url: `/employer/listings/${id}/close`,
      headers: { cookie: await sessionCookie(app, employerId) },
      payload: body as object,
    });

  it('closes as filled: waiting applicants but the hired one are told it has been filled', async () => {
    const { employerId, listing, people, applicationIds } =
      await listingWithApplicants('Filled Cafe');
    const closed = await close(employerId, listing.id, {
      outcome: 'filled',
      hired: [applicationIds.hired],
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toEqual({ notified: 2 });

    for (const person of [people.waiting, people.seen]) {
      const [mail, ...more] = await mailer.to(person.email);
      expect(more).toEqual([]);
      expect(mail?.subject).toBe("The position 'Weekend Barista' has been filled");
      expect(mail?.text).toContain('This position has been filled');
      expect(mail?.text).toContain('Filled Cafe has found someone for Weekend Barista');
    }
    // The hired one is hired, told so once, and never that the position was filled.
    const [hiredMail, ...moreToHired] = await mailer.to(people.hired.email);
    expect(moreToHired).toEqual([]);
    expect(hiredMail?.subject).toBe('You got the job: Weekend Barista at Filled Cafe');
    expect(await statusOf(applicationIds.hired ?? '')).toBe('hired');
    expect(await mailer.to(people.withdrawn.email)).toEqual([]);

    // Stays in the employer's list as closed, with its outcome.
    const list = await app.inject({
      method: 'GET',
      url: '/employer/listings?limit=5',
      headers: { cookie: await sessionCookie(app, employerId) },
    });
    const { listings } = list.json<{
      listings: { id: string; status: string; close_outcome: string }[];
    }>();
    const row = listings.find((l) => l.id === listing.id);
    expect(row).toMatchObject({ status: 'closed', close_outcome: 'filled' });

    // Its page says so, and it takes no more applications.
    const page = await app.inject({ method: 'GET', url: `/student/jobs/${listing.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ availability: 'closed', close_outcome: 'filled' });
    const newcomer = await createStudent(app.db);
    const apply = await app.inject({
      method: 'POST',
      url: '/student/jobs/apply',
      headers: { cookie: await sessionCookie(app, newcomer.id) },
      payload: {
        job_id: listing.id,
        answers: [],
        questions: [],
        resume_filename: 'cv.pdf',
        preferred_email: newcomer.email,
      },
    });
    expect(apply.statusCode).toBe(409);

    // Deleting it afterwards tells nobody again, the hired one included.
    const removed = await app.inject({
      method: 'DELETE',
      url: `/employer/listings/${listing.id}`,
      headers: { cookie: await sessionCookie(app, employerId) },
    });
    expect(removed.statusCode).toBe(200);
    expect(await mailer.to(people.hired.email)).toHaveLength(1);

    // Closing twice is refused, and tells nobody again.
    const again = await close(employerId, listing.id, { outcome: 'cancelled' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ detail: 'This listing has already been removed.' });
    expect(await mailer.to(people.waiting.email)).toHaveLength(1);
  });

  it('closes as cancelled in words that say the job will not go ahead', async () => {
    const { employerId, listing, people } = await listingWithApplicants('Cancelled Bar');
    const closed = await close(employerId, listing.id, { outcome: 'cancelled' });
    expect(closed.json()).toEqual({ notified: 3 });
    const [mail] = await mailer.to(people.hired.email);
    expect(mail?.subject).toBe("The listing 'Weekend Barista' has closed");
    expect(mail?.text).toContain(
      'Cancelled Bar is no longer hiring for Weekend Barista and has closed the listing.',
    );
    expect(mail?.text).not.toContain('has been filled');

    const again = await close(employerId, listing.id, { outcome: 'filled' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ detail: 'This listing is already closed.' });
    expect(await mailer.to(people.hired.email)).toHaveLength(1);
  });

  it('closes as filled after an accepted offer: the hired one is not mailed again, nor told it was filled', async () => {
    const { employerId, listing, people, applicationIds } =
      await listingWithApplicants('Offer Cafe');
    await app.db
      .update(applications)
      .set({ status: 'hired' })
      .where(eq(applications.id, applicationIds.hired ?? ''));
    const closed = await close(employerId, listing.id, {
      outcome: 'filled',
      hired: [applicationIds.hired],
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toEqual({ notified: 2 });
    expect(await mailer.to(people.hired.email)).toEqual([]);
    expect(await statusOf(applicationIds.hired ?? '')).toBe('hired');
  });

  it('refuses to name as hired one who withdrew, and closes nothing', async () => {
    const { employerId, listing, people, applicationIds } =
      await listingWithApplicants('Strict Cafe');
    const refused = await close(employerId, listing.id, {
      outcome: 'filled',
      hired: [applicationIds.withdrawn],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      detail: 'Hired must name applications still under way or already hired.',
    });
    expect(await statusOf(applicationIds.withdrawn ?? '')).toBe('withdrawn');
    const page = await app.inject({ method: 'GET', url: `/student/jobs/${listing.id}` });
    expect(page.json()).toMatchObject({ availability: 'open' });
    expect(await mailer.to(people.waiting.email)).toEqual([]);
  });

  it('refuses what cannot be closed and changes nothing', async () => {
    const { employerId, listing, applicationIds } = await listingWithApplicants('Careful Cafe');
    const other = await listingWithApplicants('Other Cafe');

    // Hired names an application of another listing: 400, the listing stays open.
    const foreign = await close(employerId, listing.id, {
      outcome: 'filled',
      hired: [other.applicationIds.hired],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({
      detail: 'Hired must name applications to this listing.',
    });
    const cancelledWithHired = await close(employerId, listing.id, {
      outcome: 'cancelled',
      hired: [applicationIds.hired],
    });
    expect(cancelledWithHired.statusCode).toBe(400);
    const badOutcome = await close(employerId, listing.id, { outcome: 'sold' });
    expect(badOutcome.statusCode).toBe(400);
    const page = await app.inject({ method: 'GET', url: `/student/jobs/${listing.id}` });
    expect(page.json()).toMatchObject({ availability: 'open' });

    // Another employer's listing looks unknown; a removed one cannot be closed.
    expect((await close(employerId, other.listing.id, { outcome: 'cancelled' })).statusCode).toBe(
      404,
    );
    const removed = await app.inject({
      method: 'DELETE',
      url: `/employer/listings/${listing.id}`,
      headers: { cookie: await sessionCookie(app, employerId) },
    });
    expect(removed.statusCode).toBe(200);
    const closeRemoved = await close(employerId, listing.id, { outcome: 'cancelled' });
    expect(closeRemoved.statusCode).toBe(409);
    expect(closeRemoved.json()).toMatchObject({ detail: 'This listing has already been removed.' });
  });

  it('answers 410 for a removed listing’s page and 404 for one that never was', async () => {
    const { employerId, listing } = await listingWithApplicants('Gone Cafe');
    await app.inject({
      method: 'DELETE',
      url: `/employer/listings/${listing.id}`,
      headers: { cookie: await sessionCookie(app, employerId) },
    });
    const gone = await app.inject({ method: 'GET', url: `/student/jobs/${listing.id}` });
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ detail: 'This job was removed.' });
    const unknown = await app.inject({
      method: 'GET',
      url: '/student/jobs/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
