// Nobody ghosted, under a controlled clock: an application still submitted a week after it was
// sent reminds its employer once (one mail per employer for the applications of an hour), three
// weeks after its student is told once that there is no answer yet; decided, withdrawn and
// closed-listing applications get neither; two replicas racing send each mail once.
import type { StudentApplicationsResponse } from 'api-contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, users, type ApplicationStatus } from '../../src/db/schema';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../src/plugins/time/clock';
import { CapturingMailer, TestClock } from '../auth-helpers';
import { build, buildReplicas, engines } from '../helper';
import { createEmployer, createListing, createStudent, sessionCookie } from '../listings/fixtures';
import { tempDataDir } from '../upload-helpers';
import { createApplication } from './fixtures';

const isReminder = (subject: string) => subject.includes('days ago') && subject.includes('answer');
const isNotice = (subject: string) => subject.startsWith('No answer yet from');

async function employerWithEmail(app: FastifyInstance, businessName: string) {
  const id = await createEmployer(app.db, businessName);
  const [row] = await app.db.select({ email: users.email }).from(users).where(eq(users.id, id));
  return { id, email: row?.email ?? '' };
}

describe.each(engines)('applications nobody answered (%s)', (engine) => {
  let app: FastifyInstance;
  const clock = new TestClock('2026-03-02T09:20:00.000Z');
  const mailer = new CapturingMailer();

  beforeAll(async () => {
    app = await build(engine, { clock: clock.now, mailer, env: { DATA_DIR: tempDataDir() } });
  });
  afterAll(() => app.close());

  /** The student's only application, as their applications answer has it now. */
  async function ownApplication(studentId: string) {
    // A fresh session: the clock has moved past any earlier one.
    const cookie = await sessionCookie(app, studentId);
    const response = await app.inject({
      method: 'GET',
      url: '/student/applications?limit=5',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const [only] = response.json<StudentApplicationsResponse>().applications;
    return only;
  }

  /** Moves the clock to `ms` after `start` and runs the scheduled tasks there. */
  async function runAt(start: Date, ms: number) {
    clock.advance(start.getTime() + ms - clock.now().getTime());
    await app.runScheduledTasks();
  }

  it('reminds the employer once, a week on, of the applications of that hour in one mail', async () => {
    const employer = await employerWithEmail(app, 'Quiet Cafe');
    const kitchen = await createListing(app.db, { employerId: employer.id, title: 'Kitchen Hand' });
    const bar = await createListing(app.db, { employerId: employer.id, title: 'Bar Staff' });
    const sent = clock.now();
    for (const listingId of [kitchen.id, kitchen.id, bar.id]) {
      const student = await createStudent(app.db);
      await createApplication(app, { listingId, studentId: student.id, createdAt: sent });
    }
    const reminders = async () =>
      (await mailer.to(employer.email)).filter((mail) => isReminder(mail.subject));

    await runAt(sent, 6 * DAY_MS);
    expect(await reminders()).toEqual([]);
    await runAt(sent, 7 * DAY_MS + HOUR_MS);
    const [reminder, ...more] = await reminders();
    expect(more).toEqual([]);
    expect(reminder?.subject).toBe('3 applications sent 7 days ago have no answer yet');
    expect(reminder?.text).toContain(
      `Kitchen Hand: 2 waiting (http://localhost:4173/jobs/apply?id=${kitchen.id})`,
    );
    expect(reminder?.text).toContain('Bar Staff: 1 waiting');
    expect(reminder?.text).toContain(
      'If an application still has no answer 21 days after it was sent, we will let the student know',
    );
    expect(reminder?.text).toContain('http://localhost:4173/profile/employer');
    await runAt(sent, 7 * DAY_MS + 3 * HOUR_MS);
    await runAt(sent, 8 * DAY_MS);
    expect(await reminders()).toHaveLength(1);
  });

  it('gives an application sent an hour later its own reminder, never a second one', async () => {
    const employer = await employerWithEmail(app, 'Two Hours Bakery');
    const listing = await createListing(app.db, { employerId: employer.id, title: 'Baker' });
    const first = clock.now();
    const later = new Date(first.getTime() + HOUR_MS);
    for (const createdAt of [first, later]) {
      const student = await createStudent(app.db);
      await createApplication(app, { listingId: listing.id, studentId: student.id, createdAt });
    }
    const reminders = async () =>
      (await mailer.to(employer.email)).filter((mail) => isReminder(mail.subject));
    await runAt(first, 7 * DAY_MS + HOUR_MS);
    expect((await reminders()).map((mail) => mail.subject)).toEqual([
      'An application sent 7 days ago has no answer yet',
    ]);
    for (let step = 1; step <= 12; step += 1)
      await runAt(first, 7 * DAY_MS + step * 30 * MINUTE_MS);
    expect(await reminders()).toHaveLength(2);
  });

  it('tells the student once, three weeks on, that the employer has not answered', async () => {
    const employer = await employerWithEmail(app, 'Silent Books');
    const listing = await createListing(app.db, { employerId: employer.id, title: 'Bookseller' });
    const student = await createStudent(app.db);
    const sent = clock.now();
    await createApplication(app, { listingId: listing.id, studentId: student.id, createdAt: sent });
    const notices = async () =>
      (await mailer.to(student.email)).filter((mail) => isNotice(mail.subject));

    await runAt(sent, 7 * DAY_MS + HOUR_MS);
    await runAt(sent, 20 * DAY_MS);
    expect(await notices()).toEqual([]);
    expect(await ownApplication(student.id)).toMatchObject({ no_answer_since: null });
    await runAt(sent, 21 * DAY_MS + MINUTE_MS);
    const [notice, ...more] = await notices();
    expect(more).toEqual([]);
    expect(notice?.subject).toBe('No answer yet from Silent Books about Bookseller');
    expect(notice?.text).toContain(
      'You applied for Bookseller at Silent Books 21 days ago, and they have not answered yet.',
    );
    expect(notice?.text).toContain('you can withdraw it from your applications on your profile');
    expect(notice?.text).toContain('http://localhost:4173/profile/student');
    const waiting = await ownApplication(student.id);
    expect(waiting?.no_answer_since).toBe(waiting?.created_at);
    await runAt(sent, 21 * DAY_MS + 2 * HOUR_MS);
    await runAt(sent, 22 * DAY_MS + MINUTE_MS);
    expect(await notices()).toHaveLength(1);
    // The employer was reminded once, at a week; nothing more at three weeks.
    expect(
      (await mailer.to(employer.email)).filter((mail) => isReminder(mail.subject)),
    ).toHaveLength(1);
  });

  it('says nothing about decided or withdrawn applications, nor those of closed listings', async () => {
    const employer = await employerWithEmail(app, 'Busy Diner');
    const sent = clock.now();
    const people: { email: string }[] = [];
    const statuses: ApplicationStatus[] = ['seen', 'shortlisted', 'rejected', 'withdrawn'];
    const open = await createListing(app.db, { employerId: employer.id, title: 'Waiter' });
    for (const status of statuses) {
      const student = await createStudent(app.db);
      await createApplication(app, {
        listingId: open.id,
        studentId: student.id,
        status,
        createdAt: sent,
      });
      people.push(student);
    }
    for (const status of ['expired', 'removed'] as const) {
      const listing = await createListing(app.db, { employerId: employer.id, title: 'Cook' });
      const student = await createStudent(app.db);
      await createApplication(app, {
        listingId: listing.id,
        studentId: student.id,
        createdAt: sent,
      });
      await app.db.update(listings).set({ status }).where(eq(listings.id, listing.id));
      people.push(student);
    }
    const closed = await createListing(app.db, { employerId: employer.id, title: 'Host' });
    const closedStudent = await createStudent(app.db);
    await createApplication(app, {
      listingId: closed.id,
      studentId: closedStudent.id,
      createdAt: sent,
    });
    await app.db
      .update(listings)
      .set({ status: 'closed', closedAt: sent, closeOutcome: 'cancelled' })
      .where(eq(listings.id, closed.id));
    people.push(closedStudent);

    await runAt(sent, 7 * DAY_MS + HOUR_MS);
    await runAt(sent, 21 * DAY_MS + HOUR_MS);
    expect((await mailer.to(employer.email)).filter((mail) => isReminder(mail.subject))).toEqual(
      [],
    );
    for (const person of people) {
      expect((await mailer.to(person.email)).filter((mail) => isNotice(mail.subject))).toEqual([]);
    }
  });
});

describe.each(engines)('unanswered applications on two replicas of one database (%s)', (engine) => {
  it('sends the reminder and the notice once, whichever replica runs first', async () => {
    const clock = new TestClock();
    const twins = await buildReplicas(engine, clock.now);
    try {
      const [a, b] = twins.replicas;
      const employerId = await createEmployer(a.db, 'Twin Deli');
      const listing = await createListing(a.db, { employerId, title: 'Deli Hand' });
      const students = [await createStudent(a.db), await createStudent(a.db)];
      for (const student of students) {
        await createApplication(a, {
          listingId: listing.id,
          studentId: student.id,
          createdAt: clock.now(),
        });
      }
      clock.advance(7 * DAY_MS + HOUR_MS);
      await Promise.all([a.runScheduledTasks(), b.runScheduledTasks()]);
      clock.advance(14 * DAY_MS);
      await Promise.all([a.runScheduledTasks(), b.runScheduledTasks()]);
      clock.advance(30 * MINUTE_MS);
      await Promise.all([a.runScheduledTasks(), b.runScheduledTasks()]);
      const delivered = await twins.delivered();
      expect(delivered.filter((mail) => isReminder(mail.subject))).toHaveLength(1);
      expect(
        delivered
          .filter((mail) => isNotice(mail.subject))
          .map((mail) => mail.to)
          .sort(),
      ).toEqual(students.map((student) => student.email).sort());
    } finally {
      await twins.close();
    }
  });
});
