// Moderators: added by an operator, never signed up for. The new moderator sets their
// password with the mailed link and then works the queue; a student's or employer's address is
// never turned into a moderator; removing one keeps their decisions with their address.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addModerator,
  listModerators,
  removeModerator,
} from '../../src/accounts/moderators/moderators';
import { queryRows } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { CapturingMailer, cookieHeader, post, TestClock, uniqueEmail } from '../auth-helpers';
import { build, engines } from '../helper';
import { createListing, createEmployer, createStudent } from '../listings/fixtures';

const PUBLIC_URL = 'https://gigs.example.au';
const NEW_PASSWORD = 'a moderator passphrase';

describe.each(engines)('moderators (%s)', (engine) => {
  let app: FastifyInstance;
  const clock = new TestClock();
  const mailer = new CapturingMailer();
  beforeAll(async () => {
    app = await build(engine, { clock: clock.now, mailer, env: { PUBLIC_URL } });
  });
  afterAll(() => app.close());

  const add = (email: string) =>
    addModerator(app.db, { email, publicUrl: PUBLIC_URL, now: clock.now() });

  it('adds one whose mailed link sets the password, then signs in to the queue', async () => {
    const email = uniqueEmail('ops');
    const added = await add(email);
    expect(added.ok, added.message).toBe(true);
    expect(await listModerators(app.db)).toContain(email);

    // Nobody can sign in before the password is set.
    const early = await post(app, '/auth/login', { email, password: NEW_PASSWORD });
    expect(early.statusCode).toBe(401);

    const mail = await mailer.last(email);
    expect(mail.subject).toBe('You are a Student Gigs moderator');
    const token = /\/auth\/reset\/password\?token=([\w%-]+)/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    const set = await post(app, '/auth/reset/confirm', {
      token: decodeURIComponent(token ?? ''),
      new_password: NEW_PASSWORD,
    });
    expect(set.statusCode, set.body).toBe(200);

    const login = await post(app, '/auth/login', { email, password: NEW_PASSWORD });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json<{ role: string }>().role).toBe('moderator');
    const queue = await app.inject({
      method: 'GET',
      url: '/moderator/listings?status=pending',
      headers: { cookie: cookieHeader(login) },
    });
    expect(queue.statusCode, queue.body).toBe(200);
  });

  it('refuses a student’s or employer’s address, a moderator twice, and a non-address', async () => {
    const student = await createStudent(app.db);
    const refused = await add(student.email);
    expect(refused).toEqual({
      ok: false,
      message: `${student.email} has a student account. A moderator needs an address of their own.`,
    });
    const [row] = await app.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, student.id));
    expect(row?.role).toBe('student');
    const email = uniqueEmail('twice');
    expect((await add(email)).ok).toBe(true);
    expect(await add(email.toUpperCase())).toEqual({
      ok: false,
      message: `${email.toUpperCase()} is already a moderator.`,
    });
    expect((await add('not an address')).ok).toBe(false);
  });

  it('removes a moderator but keeps their decisions with their address', async () => {
    const email = uniqueEmail('leaver');
    await add(email);
    const [moderator] = await queryRows<{ id: string }>(
      app.db,
      sql`select id from users where email = ${email}`,
    );
    const employerId = await createEmployer(app.db);
    const listing = await createListing(app.db, { employerId, status: 'pending' });
    await app.db.execute(
      sql`insert into moderation_decisions (listing_id, listing_title, employer_id, moderator_id,
          moderator_email, decision, reason, decided_at)
        values (${listing.id}::uuid, 'Barista', ${employerId}::uuid, ${moderator?.id}::uuid,
          ${email}, 'reject', 'Asks for a deposit.', now())`,
    );
    expect(await removeModerator(app.db, email)).toEqual({
      ok: true,
      message: `${email} is no longer a moderator.`,
    });
    expect(await listModerators(app.db)).not.toContain(email);
    const decisions = await queryRows<{ moderator_id: string | null; moderator_email: string }>(
      app.db,
      sql`select moderator_id, moderator_email from moderation_decisions
        where listing_id = ${listing.id}::uuid`,
    );
    expect(decisions).toEqual([{ moderator_id: null, moderator_email: email }]);
    const student = await createStudent(app.db);
    expect((await removeModerator(app.db, student.email)).ok).toBe(false);
  });
});
