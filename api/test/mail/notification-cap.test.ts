// Job alerts and closing notices count toward an address's daily cap of mails: past the cap less
// a reserve they are not sent, so a flood of listings cannot bury an inbox, while the account's own
// mails (a reset link) still go, and our team's warning about a removed listing is never held back.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { OVER_DAILY_CAP } from '../../src/mail/delivery';
import { enqueueMail } from '../../src/mail/queue';
import { MAIL_CAP_RESERVE } from '../../src/plugins/app/rate-limit';
import { buildMetricsServer } from '../../src/plugins/metrics/listener';
import { DAY_MS } from '../../src/plugins/time/clock';
import { CapturingMailer, post, TestClock } from '../auth-helpers';
import { build, engines } from '../helper';
import { createStudent } from '../listings/fixtures';
import { parseExposition, sampleValue } from '../plugins/metrics-exposition';

describe.each(engines)('the daily mail cap and notifications (%s)', (engine) => {
  let app: FastifyInstance;
  const clock = new TestClock();
  const mailer = new CapturingMailer();
  beforeAll(async () => {
    app = await build(engine, { clock: clock.now, mailer });
  });
  afterAll(() => app.close());

  const notify = (to: string, eventKey: string) =>
    enqueueMail(
      app.db,
      eventKey,
      { to, subject: eventKey, text: 'x', html: '<p>x</p>' },
      clock.now(),
    );

  it('sends notifications up to the cap less the reserve, then the account’s own mails still go', async () => {
    const student = await createStudent(app.db);
    const cap = app.rateLimit.limits.mail.account?.max ?? 0;
    const allowed = cap - MAIL_CAP_RESERVE;
    for (let i = 0; i < allowed + 3; i += 1) {
      await notify(
        student.email,
        i % 2 ? `job-alert:${student.id}:${i}` : `listing-closed:${i}-${student.id}`,
      );
    }
    const sent = await mailer.to(student.email);
    expect(sent).toHaveLength(allowed);
    const held = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from mail_queue
        where recipient = ${student.email} and last_error = ${OVER_DAILY_CAP}`,
    );
    expect(held[0]?.n).toBe(3);

    // The warning about a removed listing is never held back.
    await notify(student.email, `listing-removed-by-team:${student.id}`);
    expect(await mailer.to(student.email)).toHaveLength(allowed + 1);

    // The account's own mail has room: a reset link.
    const reset = await post(app, '/auth/reset/request', { email: student.email });
    expect(reset.statusCode).toBe(200);
    await app.afterReply.flush();
    const last = await mailer.last(student.email);
    expect(last.subject).toBe('Reset your Student Gigs password');

    // The next day the notifications go again.
    clock.advance(DAY_MS);
    await notify(student.email, `job-alert:${student.id}:next-day`);
    expect((await mailer.last(student.email)).subject).toBe(`job-alert:${student.id}:next-day`);
  });

  it('does not count held-back notifications as mail given up', async () => {
    const listener = buildMetricsServer(app);
    try {
      const response = await listener.inject({ method: 'GET', url: '/metrics' });
      const { samples } = parseExposition(response.body);
      expect(sampleValue(samples, 'api_mail_given_up_last_24h')).toBe(0);
    } finally {
      await listener.close();
    }
  });
});
