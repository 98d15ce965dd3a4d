// None of the evasions goes live: each disguised phrasing, posted through the API in one of the
// fields a student reads, holds its listing for a moderator (pending, out of browse), wherever it
// stands. The checks themselves are unit-tested in scam-signals.test.ts; this is the whole path.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../auth-helpers';
import { relaxedNetworkPostings } from '../access/rate-limits';
import { build, engines } from '../helper';
import { createEmployer, sessionCookie, TEST_PAY } from './fixtures';
import { EVASIONS } from './scam-evasions';

const FIELDS = ['description', 'title', 'location', 'question', 'short_preview'] as const;
type Field = (typeof FIELDS)[number];

const honest = {
  title: 'Stock hand',
  category_code: 'RETL',
  short_preview: 'Unpack deliveries',
  description: 'Unpack deliveries and stock the shelves on Saturdays.',
  location: 'Newtown NSW 2042',
  latitude: -33.8978,
  longitude: 151.1795,
  expiry_date: '2026-12-31',
  max_applications: 5,
  questions: [] as { text: string }[],
  pay: TEST_PAY,
};

function listingWith(field: Field, text: string) {
  if (field === 'question') return { ...honest, questions: [{ text }] };
  return { ...honest, [field]: text };
}

describe.each(engines)('scam evasions posted through the API (%s)', (engine) => {
  let app: FastifyInstance;
  let cookie: string;
  const clock = new TestClock();

  beforeAll(async () => {
    const roomy = { perHour: 1000, perDay: 1000, open: 1000 };
    app = await build(engine, {
      clock: clock.now,
      postingLimits: { newEmployer: roomy, established: roomy },
      rateLimits: relaxedNetworkPostings,
    });
    cookie = await sessionCookie(app, await createEmployer(app.db, 'Corner Store'));
  });
  afterAll(() => app.close());

  it('holds every one of them, in whichever field it stands', async () => {
    const live: string[] = [];
    for (const [index, evasion] of EVASIONS.entries()) {
      const field = FIELDS[index % FIELDS.length] ?? 'description';
      const response = await app.inject({
        method: 'POST',
        url: '/employer/listings',
        headers: { cookie },
        payload: listingWith(field, evasion.text),
      });
      expect(response.statusCode, `${evasion.text}: ${response.body}`).toBe(201);
      const created = response.json<{ status: string; review_reasons?: string[] }>();
      if (created.status !== 'pending') live.push(`${field}: ${evasion.text}`);
      else expect(created.review_reasons).toEqual(['listing_text']);
    }
    expect(live).toEqual([]);
  });

  it('publishes the same listing without them', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/employer/listings',
      headers: { cookie },
      payload: honest,
    });
    expect(response.json()).toMatchObject({ status: 'posted' });
  });
});
