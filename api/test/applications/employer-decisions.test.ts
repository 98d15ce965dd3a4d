import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../src/db/schema';
import { employerMessages } from '../../src/accounts/employers/messages';
import { CapturingMailer, TestClock } from '../auth-helpers';
import { createApplication } from './fixtures';
import { build, engines } from '../helper';
import { createEmployer, createListing, createStudent, sessionCookie } from '../listings/fixtures';
import { tempDataDir } from '../upload-helpers';

describe.each(engines)('employer decisions (%s)', (engine) => {
  let app: FastifyInstance;
  const clock = new TestClock();
  const mailer = new CapturingMailer();
  const dataDir = tempDataDir();
  beforeAll(async () => {
    app = await build(engine, { clock: clock.now, mailer, env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function employer(name = 'Harbour Cafe') {
    const id = await createEmployer(app.db, name);
    return { id, cookie: await sessionCookie(app, id) };
  }
  const decide = (id: string, cookie: string, newStatus: string) =>
    app.inject({
      method: 'POST',
      url: `/employer/applications/${id}/status`,
      headers: { cookie },
      payload: { new_status: newStatus },
    });
  const statusOf = async (id: string) =>
    (await app.db.select().from(applications).where(eq(applications.id, id)))[0]?.status;

  it('marks seen from submitted only, rejects once, and mails the student each time', async () => {
    const me = await employer('Glebe Books');
    const other = await employer();
    const listing = await createListing(app.db, { employerId: me.id, title: 'Bookseller' });
    const seenStudent = await createStudent(app.db);
    const rejectStudent = await createStudent(app.db);
    const toSee = await createApplication(app, {
      listingId: listing.id,
      studentId: seenStudent.id,
      preferredEmail: 'other.address@uni.example.edu',
    });
    const toReject = await createApplication(app, {
      listingId: listing.id,
      studentId: rejectStudent.id,
    });

    const foreign = await decide(toSee.id, other.cookie, 'seen');
    expect(foreign.statusCode).toBe(404);
    expect(await statusOf(toSee.id)).toBe('submitted');
    expect((await decide(toSee.id, me.cookie, 'withdrawn')).statusCode).toBe(400);
    expect((await decide(toSee.id, me.cookie, 'submitted')).statusCode).toBe(400);

    const seen = await decide(toSee.id, me.cookie, 'seen');
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toEqual({ status: 'seen' });
    await app.mail.flush();
    const seenMail = await mailer.last(seenStudent.email);
    expect(seenMail.subject).toBe('Your application for Bookseller at Glebe Books was viewed');
    expect(seenMail.text).toContain('Student Gigs');
    expect(seenMail.html).toContain('Glebe Books');
    expect(await mailer.to('other.address@uni.example.edu')).toEqual([]);

    const seenAgain = await decide(toSee.id, me.cookie, 'seen');
    expect(seenAgain.statusCode).toBe(409);
    expect(seenAgain.json()).toEqual({ detail: employerMessages.alreadyDecided });
    expect(await statusOf(toSee.id)).toBe('seen');
    expect(await mailer.to(seenStudent.email)).toHaveLength(1);

    expect((await decide(toReject.id, me.cookie, 'rejected')).json()).toEqual({
      status: 'rejected',
    });
    await app.mail.flush();
    const rejectMail = await mailer.last(rejectStudent.email);
    expect(rejectMail.subject).toContain('Bookseller');
    expect(rejectMail.text).toContain('Glebe Books');
    const rejectedToSeen = await decide(toReject.id, me.cookie, 'seen');
    expect(rejectedToSeen.statusCode).toBe(409);
    expect(rejectedToSeen.json()).toEqual({ detail: employerMessages.applicationRejectedFinal });
    expect(await statusOf(toReject.id)).toBe('rejected');
    expect(await mailer.to(rejectStudent.email)).toHaveLength(1);

    const withdrawn = await createApplication(app, {
      listingId: listing.id,
      studentId: (await createStudent(app.db)).id,
      status: 'withdrawn',
    });
    const refused = await decide(withdrawn.id, me.cookie, 'seen');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: employerMessages.applicationWithdrawn });
  });

  it('makes one move of the same decision sent concurrently', async () => {
    const me = await employer();
    const listing = await createListing(app.db, { employerId: me.id });
    const { id } = await createApplication(app, {
      listingId: listing.id,
      studentId: (await createStudent(app.db)).id,
    });
    const results = await Promise.all(
      ['seen', 'seen', 'seen', 'seen'].map((s) => decide(id, me.cookie, s)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
  });
});
