// POST /alerts/subscribe takes any address, and its confirmation repeated the
// requester's free text (the words, 100 characters, and the place's name, 200) in the subject and
// body of a mail to that address: a phishing line delivered by us. The mails of a request now
// carry none of it, name the place from its coordinates, and link only to our own pages.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SubscribeJobAlertRequest } from 'api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { MINUTE_MS } from '../../src/plugins/time/clock';
import type { MailMessage } from '../../src/mail/mail-types';
import { confirmTokenOf } from '../alerts/mail-links';
import { CapturingMailer, TestClock, uniqueEmail } from '../auth-helpers';
import { build, engines } from '../helper';

const PHISHING_WORDS = 'URGENT: your account is locked, call +61 400 000 000';
const PHISHING_PLACE = 'near http://evil.example/login';
/** Newtown NSW 2042 as the offline gazetteer places it. */
const NEWTOWN = { lat: -33.8978149, lng: 151.1785003 };

const ATTACK: Omit<SubscribeJobAlertRequest, 'email'> = {
  search: {
    category_code: 'EVNT',
    q: PHISHING_WORDS,
    place: { name: PHISHING_PLACE, ...NEWTOWN, radius_km: 10 },
    min_hourly_cents: 3500,
  },
  frequency: 'instant',
};

/** Every fragment of the requester's text that must not reach the inbox. */
const FRAGMENTS = ['URGENT', 'locked', '+61', '400 000', 'evil', 'http://evil.example', 'login'];

/** Each URL of a mail: the text part's, and the HTML part's hrefs. */
function linksOf(mail: MailMessage): string[] {
  const inText = mail.text.match(/https?:\/\/\S+/g) ?? [];
  const inHtml = [...mail.html.matchAll(/href="([^"]*)"/g)].map((match) =>
    (match[1] ?? '').replaceAll('&amp;', '&'),
  );
  return [...inText, ...inHtml];
}

describe.each(engines)('alert mails of a request carry none of its text (%s)', (engine) => {
  let app: FastifyInstance;
  const mailer = new CapturingMailer();
  const clock = new TestClock();
  beforeAll(async () => {
    app = await build(engine, { mailer, clock: clock.now });
  });
  afterAll(() => app.close());

  const subscribe = (payload: SubscribeJobAlertRequest) =>
    app.inject({ method: 'POST', url: '/alerts/subscribe', payload });

  function expectNoRequesterText(mail: MailMessage) {
    for (const part of [mail.subject, mail.text, mail.html]) {
      for (const fragment of FRAGMENTS) expect(part, fragment).not.toContain(fragment);
    }
    const publicUrl = app.config.publicUrl;
    const allowed = new RegExp(
      `^${publicUrl.replaceAll('.', '\\.')}/jobs/(search|alerts/(confirm|unsubscribe)\\?token=[A-Za-z0-9._~%-]+)$`,
    );
    const links = linksOf(mail);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatch(allowed);
  }

  it('confirms without the words or the place name, naming the place from its coordinates', async () => {
    const email = uniqueEmail('victim');
    const asked = await subscribe({ email, ...ATTACK });
    expect(asked.statusCode, asked.body).toBe(200);

    const [mail, ...more] = await mailer.to(email);
    expect(more).toEqual([]);
    if (!mail) throw new Error('no confirm mail');
    expectNoRequesterText(mail);
    expect(mail.subject).toBe('Confirm your job alert');
    // What the server knows is still said: category, the place it named, radius and pay.
    expect(mail.text).toContain(
      'new jobs in Events, within 10 km of Newtown NSW 2042, from $35/h, with the words of the search.',
    );
    // The alert keeps the server's name for the place, so its later mails and links use it too.
    const rows = await queryRows<{ place_name: string }>(
      app.db,
      sql`select place_name from job_alerts where email = ${email}`,
    );
    expect(rows).toEqual([{ place_name: 'Newtown NSW 2042' }]);
  });

  it('tells an address whose alert is on without the text of whoever asked again', async () => {
    const email = uniqueEmail('owner');
    await subscribe({ email, ...ATTACK });
    const [link] = await mailer.to(email);
    if (!link) throw new Error('no confirm mail');
    const token = confirmTokenOf(link);
    const confirmed = await app.inject({
      method: 'POST',
      url: `/alerts/confirm?token=${encodeURIComponent(token)}`,
    });
    expect(confirmed.json()).toEqual({ status: 'confirmed' });

    // The same search in another case and with another place name is the same alert.
    clock.advance(MINUTE_MS);
    const again = await subscribe({
      email,
      search: {
        ...ATTACK.search,
        q: PHISHING_WORDS.toLowerCase(),
        place: { name: 'LOGIN AT http://evil.example', ...NEWTOWN, radius_km: 10 },
      },
      frequency: 'daily',
    });
    expect(again.json()).toEqual({ status: 'sent' });
    const told = (await mailer.to(email)).at(-1);
    if (!told || told === link) throw new Error('no already-on mail');
    expect(told.subject).toBe('Your job alert is already on');
    expectNoRequesterText(told);
  });

  it('names a place far from any locality by its coordinates', async () => {
    const email = uniqueEmail('outback');
    await subscribe({
      email,
      search: {
        category_code: null,
        q: '',
        place: { name: PHISHING_PLACE, lat: -25, lng: 130, radius_km: 50 },
        min_hourly_cents: null,
      },
      frequency: 'daily',
    });
    const [mail] = await mailer.to(email);
    if (!mail) throw new Error('no confirm mail');
    expectNoRequesterText(mail);
    expect(mail.text).toContain('new jobs in any category, within 50 km of -25.0000, 130.0000.');
  });
});
