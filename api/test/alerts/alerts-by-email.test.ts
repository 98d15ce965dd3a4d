// Job alerts by email alone ("a student, or anyone with a verified email"): anyone saves
// a search with an address and no account; nothing matches or mails until the address opens the
// link mailed to it; then new listings are mailed there with the one-click unsubscribe. Asking
// again mails a fresh link but never says whether the address had the alert; a link expires after
// ALERT_CONFIRM_DAYS and its alert is deleted; a confirm link cannot unsubscribe, nor the reverse.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ALERT_CONFIRM_DAYS,
  JOB_ALERTS_MAX,
  jobAlertMessages,
  validationMessages,
  type AlertSearch,
  type SubscribeJobAlertRequest,
} from 'api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { DAY_MS, MINUTE_MS } from '../../src/plugins/time/clock';
import { CapturingMailer, TestClock, uniqueEmail } from '../auth-helpers';
import { build, engines } from '../helper';
import { createEmployer, createListing } from '../listings/fixtures';
import { confirmTokenOf, unsubscribeTokenOf } from './mail-links';

const USHER: AlertSearch = {
  category_code: 'EVNT',
  q: 'usher',
  place: null,
  min_hourly_cents: null,
};

describe.each(engines)('job alerts by email (%s)', (engine) => {
  let app: FastifyInstance;
  let employerId: string;
  const clock = new TestClock();
  const mailer = new CapturingMailer();

  beforeAll(async () => {
    app = await build(engine, { clock: clock.now, mailer });
    employerId = await createEmployer(app.db, 'Stage Door Events');
  });
  afterAll(() => app.close());

  const subscribe = (payload: SubscribeJobAlertRequest) =>
    app.inject({ method: 'POST', url: '/alerts/subscribe', payload });
  const confirm = (token: string) =>
    app.inject({ method: 'POST', url: `/alerts/confirm?token=${encodeURIComponent(token)}` });
  const describe = (token: string) =>
    app.inject({ method: 'GET', url: `/alerts/describe?token=${encodeURIComponent(token)}` });
  const confirmMails = async (to: string) =>
    (await mailer.to(to)).filter((mail) => mail.subject.startsWith('Confirm your job alert'));
  const alertMails = async (to: string) =>
    (await mailer.to(to)).filter((mail) => mail.headers?.['List-Unsubscribe']);
  /** An employer posts a listing; a pass of the alert job; the mail it queued delivered. */
  async function post(title: string) {
    clock.advance(MINUTE_MS);
    await createListing(app.db, { employerId, category: 'EVNT', title, createdAt: clock.now() });
    await app.jobAlerts.run();
    await app.mail.flush();
  }
  const alertsOf = (email: string) =>
    queryRows<{ id: string; confirmed: boolean; frequency: string }>(
      app.db,
      sql`select id, confirmed_at is not null as confirmed, frequency from job_alerts
        where email = ${email} order by created_at`,
    );

  it('mails new listings only after the address opens the link mailed to it, until it unsubscribes', async () => {
    const email = uniqueEmail('visitor');
    const asked = await subscribe({
      email: email.toUpperCase(),
      search: USHER,
      frequency: 'instant',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ status: 'sent' });

    // The address is kept as the mail goes to it, lowercased; the mail says what the server
    // knows of the search, never the words whoever asked typed (test/hardening/alert-request-text).
    const [linkMail, ...more] = await confirmMails(email);
    expect(more).toEqual([]);
    expect(linkMail?.subject).toBe('Confirm your job alert');
    expect(linkMail?.text).toContain('new jobs in Events, with the words of the search.');
    expect(linkMail?.text).toContain(`It works for ${ALERT_CONFIRM_DAYS} days.`);
    if (!linkMail) throw new Error('no confirm mail');
    const token = confirmTokenOf(linkMail);
    // Its page can say what the alert is for, in the mail's words: not the words typed.
    expect((await describe(token)).json()).toEqual({
      description: 'jobs in Events, with the words of the search',
    });

    // Not on yet: a matching listing mails nothing, now or later.
    await post('Usher before the link');
    expect(await alertMails(email)).toEqual([]);

    expect((await confirm(token)).json()).toEqual({ status: 'confirmed' });
    expect((await confirm(token)).json()).toEqual({ status: 'already' });

    await post('Usher for the grand final');
    const [alert, ...others] = await alertMails(email);
    expect(others).toEqual([]);
    expect(alert?.subject).toBe('New job: Usher for the grand final at Stage Door Events');
    expect(alert?.text).not.toContain('Usher before the link');
    // No profile to manage it from: the mail says how to stop it, not where to pause it.
    expect(alert?.text).toContain('Stop it at any time');
    expect(alert?.text).not.toContain('profile');

    if (!alert) throw new Error('no alert mail');
    // Turned on, it is described as its alert mails describe it; reading it changes nothing.
    const stop = unsubscribeTokenOf(alert);
    expect((await describe(stop)).json()).toEqual({ description: '"usher" in Events' });
    expect((await describe(token)).json()).toEqual({ description: '"usher" in Events' });
    expect(await alertsOf(email)).toHaveLength(1);
    const unsubscribed = await app.inject({
      method: 'POST',
      url: `/alerts/unsubscribe?token=${encodeURIComponent(unsubscribeTokenOf(alert))}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.json()).toEqual({ status: 'unsubscribed' });
    expect(await alertsOf(email)).toEqual([]);
    const gone = await describe(stop);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ detail: jobAlertMessages.notFound });
    await post('Usher after unsubscribing');
    expect(await alertMails(email)).toHaveLength(1);
    // The confirm link no longer turns anything on.
    const late = await confirm(token);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ detail: jobAlertMessages.badConfirmLink });
  });

  it('mails a fresh link when asked again, tells the address of an alert that is on, and keeps at most the limit', async () => {
    const email = uniqueEmail('again');
    await subscribe({ email, search: USHER, frequency: 'instant' });
    clock.advance(MINUTE_MS);
    await subscribe({ email, search: USHER, frequency: 'daily' });
    const links = await confirmMails(email);
    expect(links).toHaveLength(2);
    // One alert, with the frequency asked last.
    expect(
      (await alertsOf(email)).map(({ confirmed, frequency }) => [confirmed, frequency]),
    ).toEqual([[false, 'daily']]);
    const [latest] = links.slice(-1);
    if (!latest) throw new Error('no confirm mail');
    expect((await confirm(confirmTokenOf(latest))).json()).toEqual({ status: 'confirmed' });

    // On already: the same answer to the asker, nothing changed, and the address is told so,
    // with a working way to stop it.
    clock.advance(MINUTE_MS);
    const again = await subscribe({ email, search: USHER, frequency: 'instant' });
    expect(again.json()).toEqual({ status: 'sent' });
    expect(await confirmMails(email)).toHaveLength(2);
    expect(
      (await alertsOf(email)).map(({ confirmed, frequency }) => [confirmed, frequency]),
    ).toEqual([[true, 'daily']]);
    const told = (await mailer.to(email)).at(-1);
    expect(told?.subject).toBe('Your job alert is already on');
    const stop = /\/jobs\/alerts\/unsubscribe\?token=(\S+)/.exec(told?.text ?? '')?.[1] ?? '';
    const [id] = (await alertsOf(email)).map((alert) => alert.id);
    expect(stop).toContain(`v1.${id}.`);

    // An address keeps at most JOB_ALERTS_MAX alerts: one more is neither kept nor mailed.
    await app.db.execute(
      sql`insert into job_alerts (email, words, frequency, search_key, created_at)
        select ${email}, 'word' || g, 'daily', 'key' || g, now()
        from generate_series(2, ${JOB_ALERTS_MAX}) g`,
    );
    const over = await subscribe({
      email,
      search: { ...USHER, q: 'stagehand' },
      frequency: 'daily',
    });
    expect(over.json()).toEqual({ status: 'sent' });
    expect(await alertsOf(email)).toHaveLength(JOB_ALERTS_MAX);
    expect(await confirmMails(email)).toHaveLength(2);
  });

  it('lets a link expire after its days, and then deletes the alert it named', async () => {
    const email = uniqueEmail('late');
    await subscribe({ email, search: USHER, frequency: 'daily' });
    const [linkMail] = await confirmMails(email);
    if (!linkMail) throw new Error('no confirm mail');
    clock.advance(ALERT_CONFIRM_DAYS * DAY_MS + MINUTE_MS);
    const late = await confirm(confirmTokenOf(linkMail));
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ detail: jobAlertMessages.badConfirmLink });
    expect(await alertsOf(email)).toHaveLength(1);
    await app.jobAlerts.run();
    expect(await alertsOf(email)).toEqual([]);
  });

  it('refuses a forged link, a link for another purpose, and a bad address', async () => {
    const email = uniqueEmail('forged');
    await subscribe({ email, search: USHER, frequency: 'instant' });
    const [linkMail] = await confirmMails(email);
    if (!linkMail) throw new Error('no confirm mail');
    const token = confirmTokenOf(linkMail);
    const [, id] = token.split('.');
    for (const forged of [
      `${token.slice(0, -4)}AAAA`,
      `v1.${id}.${token.split('.')[2]}`,
      'c1.x.y',
    ]) {
      const answer = await confirm(forged);
      expect(answer.statusCode, forged).toBe(400);
      const described = await describe(forged);
      expect(described.statusCode, forged).toBe(400);
      expect(described.json()).toEqual({ detail: jobAlertMessages.badLink });
    }
    // A confirm token is not an unsubscribe token.
    const asUnsubscribe = await app.inject({
      method: 'POST',
      url: `/alerts/unsubscribe?token=${encodeURIComponent(token)}`,
    });
    expect(asUnsubscribe.statusCode).toBe(400);
    expect(await alertsOf(email)).toHaveLength(1);

    const bad = await subscribe({ email: 'not-an-address', search: USHER, frequency: 'daily' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(validationMessages.email);
  });

  it('throttles the requests for one address', async () => {
    const email = uniqueEmail('busy');
    const statuses: number[] = [];
    for (const q of ['usher', 'stagehand', 'runner', 'bar', 'crew', 'rigger']) {
      statuses.push(
        (await subscribe({ email, search: { ...USHER, q }, frequency: 'daily' })).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
