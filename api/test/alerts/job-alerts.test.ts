// Job alerts: the student's alerts (create, the same search twice and more than the
// most refused, pause, frequency, delete, someone else's not found); matching new listings by
// category, words, radius and pay, each listing once per alert; instant mails and the daily digest
// (at most 10 listed, a link to the rest, at most once a day); the RFC 8058 unsubscribe, which
// works once and cannot be forged for another alert; two replicas mail nothing twice.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  JOB_ALERTS_MAX,
  jobAlertMessages,
  jobAlertResponse,
  jobAlertsResponse,
  type AlertSearch,
  type CreateJobAlertRequestInput,
} from 'api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { INSTANT_ALERT_GAP_MINUTES } from '../../src/alerts/send-alerts';
import { DAY_MS, MINUTE_MS } from '../../src/plugins/time/clock';
import { CapturingMailer, TestClock } from '../auth-helpers';
import { build, buildReplicas, engines } from '../helper';
import { createEmployer, createListing, createStudent, sessionCookie } from '../listings/fixtures';
import { unsubscribeTokenOf } from './mail-links';

const NEWTOWN = { name: 'Newtown NSW', lat: -33.8978, lng: 151.1785, radius_km: 5 };
const PARRAMATTA = { lat: -33.815, lng: 151.0011 };
const ANY: AlertSearch = { category_code: null, q: '', place: null, min_hourly_cents: null };

describe.each(engines)('job alerts (%s)', (engine) => {
  let app: FastifyInstance;
  let employerId: string;
  const clock = new TestClock();
  const mailer = new CapturingMailer();

  beforeAll(async () => {
    app = await build(engine, { clock: clock.now, mailer });
    employerId = await createEmployer(app.db, 'Alert Cafe');
  });
  afterAll(() => app.close());

  async function student() {
    const me = await createStudent(app.db);
    return { ...me, cookie: await sessionCookie(app, me.id) };
  }
  const createAlert = (cookie: string, payload: CreateJobAlertRequestInput) =>
    app.inject({ method: 'POST', url: '/student/alerts', headers: { cookie }, payload });
  const alertMails = async (to: string) =>
    (await mailer.to(to)).filter((mail) => mail.headers?.['List-Unsubscribe']);
  /** A pass of the alert job, then the mail it queued delivered. */
  const runAlerts = async () => {
    await app.mail.flush();
    await app.jobAlerts.run();
    await app.mail.flush();
  };

  it('keeps alerts: create, list, pause, change, delete; the same search twice is refused', async () => {
    const me = await student();
    const created = await createAlert(me.cookie, {
      search: {
        category_code: 'HOSP',
        q: 'barista  shifts',
        place: NEWTOWN,
        min_hourly_cents: 3500,
      },
      frequency: 'instant',
    });
    expect(created.statusCode).toBe(201);
    const { alert } = jobAlertResponse.parse(created.json());
    expect(alert).toMatchObject({
      search: {
        category_code: 'HOSP',
        q: 'barista shifts',
        place: NEWTOWN,
        min_hourly_cents: 3500,
      },
      frequency: 'instant',
      paused: false,
    });
    const twice = await createAlert(me.cookie, {
      search: {
        category_code: 'HOSP',
        q: ' Barista Shifts ',
        place: NEWTOWN,
        min_hourly_cents: 3500,
      },
      frequency: 'daily',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: jobAlertMessages.duplicate });

    const paused = await app.inject({
      method: 'PUT',
      url: `/student/alerts/${alert.id}`,
      headers: { cookie: me.cookie },
      payload: { paused: true, frequency: 'daily' },
    });
    expect(jobAlertResponse.parse(paused.json()).alert).toMatchObject({
      paused: true,
      frequency: 'daily',
    });
    const listed = jobAlertsResponse.parse(
      (
        await app.inject({ method: 'GET', url: '/student/alerts', headers: { cookie: me.cookie } })
      ).json(),
    );
    expect(listed.alerts.map((a) => [a.id, a.paused, a.frequency])).toEqual([
      [alert.id, true, 'daily'],
    ]);

    // Someone else's alert is not found to them.
    const other = await student();
    for (const request of [
      { method: 'PUT' as const, payload: { paused: false } },
      { method: 'DELETE' as const },
    ]) {
      const response = await app.inject({
        ...request,
        url: `/student/alerts/${alert.id}`,
        headers: { cookie: other.cookie },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: jobAlertMessages.notFound });
    }
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/student/alerts/${alert.id}`,
      headers: { cookie: me.cookie },
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      jobAlertsResponse.parse(
        (
          await app.inject({
            method: 'GET',
            url: '/student/alerts',
            headers: { cookie: me.cookie },
          })
        ).json(),
      ).alerts,
    ).toEqual([]);
  });

  it(`refuses more than ${JOB_ALERTS_MAX} alerts and a place without its radius`, async () => {
    const me = await student();
    for (let i = 0; i < JOB_ALERTS_MAX; i += 1) {
      const response = await createAlert(me.cookie, {
        search: { ...ANY, q: `word${i}` },
        frequency: 'daily',
      });
      expect(response.statusCode).toBe(201);
    }
    const over = await createAlert(me.cookie, {
      search: { ...ANY, q: 'one more' },
      frequency: 'daily',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ detail: jobAlertMessages.tooMany });
    const noRadius = await createAlert(me.cookie, {
      search: { ...ANY, place: { name: 'Newtown', lat: -33.9, lng: 151.2 } as never },
      frequency: 'daily',
    });
    expect(noRadius.statusCode).toBe(400);
  });

  it('mails an instant alert the new listings of its category, words, place and pay, once each', async () => {
    const me = await student();
    const created = await createAlert(me.cookie, {
      search: { category_code: 'HOSP', q: 'barist', place: NEWTOWN, min_hourly_cents: 3500 },
      frequency: 'instant',
    });
    expect(created.statusCode).toBe(201);
    const match = await createListing(app.db, { employerId, title: 'Barista', hourlyCents: 3600 });
    await createListing(app.db, { employerId, title: 'Barista', category: 'RETL' });
    await createListing(app.db, { employerId, title: 'Barista', ...PARRAMATTA });
    await createListing(app.db, { employerId, title: 'Barista', hourlyCents: 3400 });
    await createListing(app.db, { employerId, title: 'Waiter' });
    await createListing(app.db, { employerId, title: 'Barista', status: 'removed' });
    await runAlerts();

    const mails = await alertMails(me.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('New job: Barista at Alert Cafe');
    expect(mail?.text).toContain(`/jobs/apply?id=${match.id}`);
    expect(mail?.text).toContain('$36/h casual · 10–15 h/week · Newtown NSW 2042');
    expect(mail?.text).toContain('"barist" in Hospitality near Newtown NSW (5 km), $35+/h');
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(
      /^<http.+\/api\/alerts\/unsubscribe\?token=v1\..+>$/,
    );
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(Object.keys(mail?.headers ?? {})).toHaveLength(2);
    expect(mail?.html).toContain('/jobs/alerts/unsubscribe?token=');

    // Nothing new: no mail; the same listing is never mailed again.
    await runAlerts();
    await app.db.execute(
      sql`update listings set alerts_scanned_at = null where id = ${match.id}::uuid`,
    );
    await runAlerts();
    expect(await alertMails(me.email)).toHaveLength(1);
  });

  it('mails an instant alert at most once every 15 minutes, batching what arrived meanwhile', async () => {
    const me = await student();
    const search = { ...ANY, category_code: 'OFFC' as const, q: 'receptionist' };
    expect((await createAlert(me.cookie, { search, frequency: 'instant' })).statusCode).toBe(201);
    // A flood: 16 listings within 38 seconds, the alert pass running after each as posting does.
    let firstMailedAt = 0;
    for (let i = 0; i < 16; i += 1) {
      clock.advance(2_375);
      await createListing(app.db, {
        employerId,
        category: 'OFFC',
        title: `Receptionist ${i + 1}`,
        createdAt: clock.now(),
      });
      await runAlerts();
      if (i === 0) firstMailedAt = clock.now().getTime();
    }
    const [first, ...rest] = await alertMails(me.email);
    expect(rest).toEqual([]);
    expect(first?.subject).toBe('New job: Receptionist 1 at Alert Cafe');

    const gap = INSTANT_ALERT_GAP_MINUTES * MINUTE_MS;
    clock.advance(firstMailedAt + gap - 1_000 - clock.now().getTime());
    await runAlerts();
    expect(await alertMails(me.email)).toHaveLength(1);
    clock.advance(1_000);
    await runAlerts();
    const mails = await alertMails(me.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe('15 new jobs: "receptionist" in Office & Admin');
  });

  it('sends a daily digest at most once a day, listing 10 and linking to the rest', async () => {
    const me = await student();
    const search = { ...ANY, category_code: 'EVNT' as const, q: 'usher' };
    expect((await createAlert(me.cookie, { search, frequency: 'daily' })).statusCode).toBe(201);
    for (let i = 0; i < 12; i += 1) {
      clock.advance(1000);
      await createListing(app.db, {
        employerId,
        category: 'EVNT',
        title: `Usher ${i + 1}`,
        createdAt: clock.now(),
      });
    }
    await runAlerts();
    const [digest, ...rest] = await alertMails(me.email);
    expect(rest).toEqual([]);
    expect(digest?.subject).toBe('12 new jobs: "usher" in Events');
    const listed = digest?.text.match(/^Usher \d+ at Alert Cafe$/gm) ?? [];
    // The newest ten.
    expect(listed).toEqual(Array.from({ length: 10 }, (_, i) => `Usher ${12 - i} at Alert Cafe`));
    expect(digest?.text).toContain('See all 12 on Student Gigs: ');
    expect(digest?.text).toContain('/jobs/search?q=usher');

    // One more the same day waits for tomorrow's digest.
    await createListing(app.db, { employerId, category: 'EVNT', title: 'Usher 13' });
    clock.advance(DAY_MS / 2);
    await runAlerts();
    expect(await alertMails(me.email)).toHaveLength(1);
    clock.advance(DAY_MS / 2);
    await runAlerts();
    const mails = await alertMails(me.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe('New job: Usher 13 at Alert Cafe');
  });

  it('drops a match whose listing closed before the digest, and mails nothing paused', async () => {
    const me = await student();
    const daily = jobAlertResponse.parse(
      (
        await createAlert(me.cookie, { search: { ...ANY, q: 'projectionist' }, frequency: 'daily' })
      ).json(),
    ).alert;
    const paused = await student();
    const pausedAlert = jobAlertResponse.parse(
      (
        await createAlert(paused.cookie, {
          search: { ...ANY, q: 'projectionist' },
          frequency: 'instant',
        })
      ).json(),
    ).alert;
    await app.inject({
      method: 'PUT',
      url: `/student/alerts/${pausedAlert.id}`,
      headers: { cookie: paused.cookie },
      payload: { paused: true },
    });
    // The daily alert mailed today already (another listing), so the next match waits.
    await app.db.execute(
      sql`update job_alerts set last_mailed_at = ${clock.now().toISOString()}::timestamptz where id = ${daily.id}::uuid`,
    );
    const listing = await createListing(app.db, { employerId, title: 'Projectionist' });
    await runAlerts();
    await app.db.execute(
      sql`update listings set status = 'removed' where id = ${listing.id}::uuid`,
    );
    clock.advance(DAY_MS);
    await runAlerts();
    expect(await alertMails(me.email)).toEqual([]);
    expect(await alertMails(paused.email)).toEqual([]);
  });

  it('unsubscribes by the mailed link once, by one-click POST, and refuses a forged token', async () => {
    const me = await student();
    const other = await student();
    const mine = jobAlertResponse.parse(
      (
        await createAlert(me.cookie, { search: { ...ANY, q: 'sommelier' }, frequency: 'instant' })
      ).json(),
    ).alert;
    const theirs = jobAlertResponse.parse(
      (
        await createAlert(other.cookie, {
          search: { ...ANY, q: 'sommelier' },
          frequency: 'instant',
        })
      ).json(),
    ).alert;
    await createListing(app.db, { employerId, title: 'Sommelier' });
    await runAlerts();
    const [mail] = await alertMails(me.email);
    if (!mail) throw new Error('no alert mail');
    const token = unsubscribeTokenOf(mail);
    expect(token.split('.')[1]).toBe(mine.id);

    const unsubscribe = (value: string, oneClick = false) =>
      app.inject({
        method: 'POST',
        url: `/alerts/unsubscribe?token=${encodeURIComponent(value)}`,
        ...(oneClick
          ? {
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              payload: 'List-Unsubscribe=One-Click',
            }
          : {}),
      });
    // Forgeries: my signature on their alert, a changed signature, nonsense.
    const [, , mac] = token.split('.');
    for (const forged of [
      `v1.${theirs.id}.${mac}`,
      `${token.slice(0, -2)}AA`,
      'v1.x.y',
      token + '.',
    ]) {
      const refused = await unsubscribe(forged);
      expect(refused.statusCode, forged).toBe(400);
      expect(refused.json()).toEqual({ detail: jobAlertMessages.badLink });
    }
    // A GET (a link scanner) changes nothing: the URL takes POST alone.
    const scanned = await app.inject({ method: 'GET', url: `/alerts/unsubscribe?token=${token}` });
    expect(scanned.statusCode).toBe(405);
    expect(scanned.headers.allow).toBe('POST');

    const first = await unsubscribe(token, true);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'unsubscribed' });
    expect((await unsubscribe(token)).json()).toEqual({ status: 'already' });
    const left = await queryRows<{ id: string }>(
      app.db,
      sql`select id from job_alerts where id in (${mine.id}::uuid, ${theirs.id}::uuid)`,
    );
    expect(left.map((row) => row.id)).toEqual([theirs.id]);
  });
});

describe.each(engines)('job alerts on two replicas (%s)', (engine) => {
  it('mails each new listing once per alert while both replicas run the job at once', async () => {
    const clock = new TestClock();
    const twins = await buildReplicas(engine, clock.now);
    try {
      const [a, b] = twins.replicas;
      const employerId = await createEmployer(a.db, 'Twin Bistro');
      const people: string[] = [];
      for (let i = 0; i < 12; i += 1) {
        const person = await createStudent(a.db);
        const response = await a.inject({
          method: 'POST',
          url: '/student/alerts',
          headers: { cookie: await sessionCookie(a, person.id) },
          payload: { search: { ...ANY, q: 'bistro' }, frequency: 'instant' },
        });
        expect(response.statusCode).toBe(201);
        people.push(person.email);
      }
      // Three waves of listings, each raced for by both replicas.
      let listings = 0;
      for (let wave = 0; wave < 3; wave += 1) {
        for (let i = 0; i < 4; i += 1) {
          await createListing(a.db, { employerId, title: `Bistro hand ${wave}-${i}` });
          listings += 1;
        }
        await Promise.all([a.jobAlerts.run(), b.jobAlerts.run(), a.jobAlerts.run()]);
        // The next wave comes after an instant alert's gap, so it is mailed too.
        clock.advance(INSTANT_ALERT_GAP_MINUTES * MINUTE_MS);
      }
      const mails = await twins.delivered();
      for (const email of people) {
        const theirs = mails.filter((mail) => mail.to === email);
        // Every listing once: the titles listed across their mails, each once, all of them.
        const titles = theirs.flatMap((mail) => mail.text.match(/^Bistro hand \d-\d/gm) ?? []);
        expect(titles.sort()).toEqual(
          Array.from({ length: 3 }, (_, w) =>
            Array.from({ length: 4 }, (_, i) => `Bistro hand ${w}-${i}`),
          )
            .flat()
            .sort(),
        );
      }
      expect(listings).toBe(12);
      const [counts] = await queryRows<{ matches: number; unmailed: number }>(
        a.db,
        sql`select count(*)::int as matches, count(*) filter (where mailed_at is null)::int as unmailed
          from alert_matches`,
      );
      expect(counts).toEqual({ matches: 12 * 12, unmailed: 0 });
    } finally {
      await twins.close();
    }
  });
});
