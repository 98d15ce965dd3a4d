// Closing the loop: every applicant still under way (submitted or seen) gets one mail
// when a listing closes (full, expired, taken down), never a withdrawn or rejected one, never twice;
// expiry is found by the scheduled job, once across two replicas; employers get one digest a day
// of applications waiting more than three days.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { DAY_MS, MINUTE_MS } from '../../src/plugins/time/clock';
import { createApplication } from '../applications/fixtures';
import { CapturingMailer, TestClock } from '../auth-helpers';
import { build, buildReplicas, engines } from '../helper';
import { createEmployer, createListing, createStudent, sessionCookie } from './fixtures';
import { SAMPLE_PDF, tempDataDir } from '../upload-helpers';

describe.each(engines)('closing notices (%s)', (engine) => {
  let app: FastifyInstance;
  const clock = new TestClock();
  const mailer = new CapturingMailer();

  beforeAll(async () => {
    app = await build(engine, { clock: clock.now, mailer, env: { DATA_DIR: tempDataDir() } });
  });
  afterAll(() => app.close());

  const closingMails = async (email: string) =>
    (await mailer.to(email)).filter((mail) => mail.subject.includes('has closed'));

  /** One applicant per status, on a fresh listing of `employerId`. */
  async function applicants(employerId: string, maxApplications = 10, expiryDate?: string) {
    const listing = await createListing(app.db, {
      employerId,
      title: 'Weekend Barista',
      maxApplications,
      ...(expiryDate ? { expiryDate } : {}),
    });
    const people: Record<
      'submitted' | 'seen' | 'rejected' | 'withdrawn',
      { id: string; email: string }
    > = {
      submitted: await createStudent(app.db),
      seen: await createStudent(app.db),
      rejected: await createStudent(app.db),
      withdrawn: await createStudent(app.db),
    };
    for (const [status, person] of Object.entries(people)) {
      await createApplication(app, {
        listingId: listing.id,
        studentId: person.id,
        status: status as keyof typeof people,
      });
    }
    return { listing, people };
  }

  it('tells the live applicants once when the last application fills the listing', async () => {
    const employerId = await createEmployer(app.db, 'Full House Cafe');
    // Submitted, seen and rejected hold a slot each; the fourth fills it.
    const { listing, people } = await applicants(employerId, 4);
    const last = await createStudent(app.db);
    const pending = await createApplication(app, {
      listingId: listing.id,
      studentId: last.id,
      stored: false,
    });
    await app.localResumeStorage?.write(pending.key, SAMPLE_PDF);
    const confirmed = await app.inject({
      method: 'POST',
      url: `/student/jobs/apply/${pending.id}/uploaded`,
      headers: { cookie: await sessionCookie(app, last.id) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    for (const person of [people.submitted, people.seen, last]) {
      const mails = await closingMails(person.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe("The listing 'Weekend Barista' has closed");
      expect(mails[0]?.text).toContain(
        'Full House Cafe has received as many applications for Weekend Barista as it can take',
      );
    }
    expect(await closingMails(people.rejected.email)).toEqual([]);
    expect(await closingMails(people.withdrawn.email)).toEqual([]);

    // Taken down afterwards: the same applications are not told again.
    const removed = await app.inject({
      method: 'DELETE',
      url: `/employer/listings/${listing.id}`,
      headers: { cookie: await sessionCookie(app, employerId) },
    });
    expect(removed.statusCode).toBe(200);
    expect(await closingMails(people.submitted.email)).toHaveLength(1);
  });

  it('tells the live applicants when the employer takes the listing down', async () => {
    const employerId = await createEmployer(app.db, 'Takedown Bar');
    const { listing, people } = await applicants(employerId);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/employer/listings/${listing.id}`,
      headers: { cookie: await sessionCookie(app, employerId) },
    });
    expect(removed.statusCode).toBe(200);
    const [mail] = await closingMails(people.seen.email);
    expect(mail?.text).toContain('Takedown Bar has taken down the listing for Weekend Barista.');
    expect(await closingMails(people.submitted.email)).toHaveLength(1);
    expect(await closingMails(people.rejected.email)).toEqual([]);
    expect(await closingMails(people.withdrawn.email)).toEqual([]);
  });

  it('finds expired listings with the scheduled job, not only when someone looks, and tells once', async () => {
    const employerId = await createEmployer(app.db, 'Last Day Events');
    // Its last day is TestClock's today (2026-03-02 in Sydney).
    const { people } = await applicants(employerId, 10, '2026-03-02');
    await app.runScheduledTasks();
    expect(await closingMails(people.submitted.email)).toEqual([]);

    clock.advance(DAY_MS);
    await app.runScheduledTasks();
    const [mail] = await closingMails(people.submitted.email);
    expect(mail?.text).toContain(
      'The listing for Weekend Barista at Last Day Events has reached its closing date',
    );
    expect(await closingMails(people.seen.email)).toHaveLength(1);
    expect(await closingMails(people.rejected.email)).toEqual([]);
    expect(await closingMails(people.withdrawn.email)).toEqual([]);

    clock.advance(30 * MINUTE_MS);
    await app.runScheduledTasks();
    expect(await closingMails(people.submitted.email)).toHaveLength(1);
  });

  it('mails each employer one digest a day of applications waiting more than three days', async () => {
    const slow = await createEmployer(app.db, 'Slow Reviewer');
    const quick = await createEmployer(app.db, 'Quick Reviewer');
    const [slowEmail] = await queryRows<{ email: string }>(
      app.db,
      sql`select email from users where id = ${slow}::uuid`,
    );
    const [quickEmail] = await queryRows<{ email: string }>(
      app.db,
      sql`select email from users where id = ${quick}::uuid`,
    );
    const first = await createListing(app.db, { employerId: slow, title: 'Kitchen Hand' });
    const second = await createListing(app.db, { employerId: slow, title: 'Dishwasher' });
    const fresh = await createListing(app.db, { employerId: quick, title: 'Barista' });
    const longAgo = new Date(clock.now().getTime() - 4 * DAY_MS);
    for (const listingId of [first.id, first.id, second.id]) {
      const student = await createStudent(app.db);
      await createApplication(app, { listingId, studentId: student.id, createdAt: longAgo });
    }
    const student = await createStudent(app.db);
    await createApplication(app, { listingId: fresh.id, studentId: student.id });

    clock.advance(DAY_MS);
    await app.runScheduledTasks();
    const digests = (await mailer.to(slowEmail?.email ?? '')).filter((m) =>
      m.subject.includes('waited'),
    );
    expect(digests).toHaveLength(1);
    expect(digests[0]?.subject).toBe('3 applications have waited more than 3 days for you');
    expect(digests[0]?.text).toContain(
      `Kitchen Hand: 2 waiting (http://localhost:4173/jobs/apply?id=${first.id})`,
    );
    expect(digests[0]?.text).toContain('Dishwasher: 1 waiting');
    expect(await mailer.to(quickEmail?.email ?? '')).toEqual([]);
    // Later the same day: no second digest.
    clock.advance(MINUTE_MS);
    await app.runScheduledTasks();
    expect(
      (await mailer.to(slowEmail?.email ?? '')).filter((m) => m.subject.includes('waited')),
    ).toHaveLength(1);
  });
});

describe.each(engines)('the expiry job on two replicas of one database (%s)', (engine) => {
  it('tells each applicant once, whichever replica runs it', async () => {
    const clock = new TestClock();
    const twins = await buildReplicas(engine, clock.now);
    try {
      const [a, b] = twins.replicas;
      const employerId = await createEmployer(a.db, 'Twin Cafe');
      const listing = await createListing(a.db, { employerId, expiryDate: '2026-03-02' });
      const students = [];
      for (let i = 0; i < 5; i += 1) {
        const student = await createStudent(a.db);
        await createApplication(a, { listingId: listing.id, studentId: student.id });
        students.push(student);
      }
      clock.advance(DAY_MS);
      await Promise.all([a.runScheduledTasks(), b.runScheduledTasks()]);
      const delivered = (await twins.delivered())
        .filter((mail) => mail.subject.includes('has closed'))
        .map((mail) => mail.to)
        .sort();
      expect(delivered).toEqual(students.map((s) => s.email).sort());
    } finally {
      await twins.close();
    }
  });
});
