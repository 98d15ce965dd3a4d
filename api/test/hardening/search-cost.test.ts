// A few anonymous clients stalled the whole API through search. Browse and
// search had no rate limit and no statement timeout, the pool waited for a connection without end,
// and a quoted phrase of one-letter prefixes read every listing of its category.
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { searchWordsMessages } from 'api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { isDatabaseBusy } from '../../src/db/errors';
import { INTERNAL_ERROR_DETAIL } from '../../src/plugins/app/error-handler';
import { TOO_MANY_ATTEMPTS_DETAIL } from '../../src/plugins/app/rate-limit';
import { DEFAULT_RATE_LIMITS } from '../../src/plugins/rate-limit/limits';
import { build, engines } from '../helper';
import { createEmployer, createListing, createStudent, sessionCookie } from '../listings/fixtures';

const BROWSE_MAX = 5;

const browse = (app: FastifyInstance, words: string, ip = '203.0.113.10') =>
  app.inject({
    method: 'GET',
    url: `/system/jobs/by-category?category_code=HOSP&q=${encodeURIComponent(words)}`,
    remoteAddress: ip,
  });

describe.each(engines)('search that could stall the API (%s)', (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build(engine, {
      rateLimits: { browse: { ip: { max: BROWSE_MAX, windowMs: 60_000 } } },
      extraRoutes: (instance) => {
        // A statement that would run for a minute, as a pathological search can.
        instance.get('/test/slow-statement', async () => {
          await instance.db.execute(sql`select pg_sleep(60)`);
          return { finished: true };
        });
      },
    });
    const employer = await createEmployer(app.db);
    await createListing(app.db, { employerId: employer, title: 'Barista wanted' });
  });
  afterAll(() => app.close());

  it.each([
    ['a phrase of one-letter prefixes', '"b w"', searchWordsMessages.shortPhrase],
    [
      'phrases of short prefixes joined by or',
      '"b w" or "w b" or "c d"',
      searchWordsMessages.shortPhrase,
    ],
    ['a negated short phrase', 'cafe -"b w"', searchWordsMessages.shortPhrase],
    [
      'six choices',
      'barista or waiter or cook or cleaner or tutor or driver',
      searchWordsMessages.manyChoices,
    ],
    ['eleven words', 'aa bb cc dd ee ff gg hh ii jj kk', searchWordsMessages.manyTerms],
  ])('refuses %s with a 400 that says why', async (_name, words, detail) => {
    const answer = await browse(app, words, `203.0.113.${Math.floor(Math.random() * 200) + 20}`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ detail });
  });

  it.each([
    ['a word as it is typed', 'b'],
    ['a phrase with a real word', '"bar w"'],
    ['a hyphenated word', 't-shirt e-commerce'],
    ['five choices', 'barista or waiter or cook or cleaner or tutor'],
    ['stop words, which are not searched', 'the barista at the cafe in the city on a weekend'],
  ])('searches %s', async (_name, words) => {
    const answer = await browse(app, words, `198.51.100.${Math.floor(Math.random() * 200) + 20}`);
    expect(answer.statusCode, answer.body).toBe(200);
  });

  it('refuses the same words in an alert, which searches them on every run', async () => {
    const search = { category_code: null, q: '"b w"', place: null, min_hourly_cents: null };
    const byEmail = await app.inject({
      method: 'POST',
      url: '/alerts/subscribe',
      payload: { email: 'alerts-cost@example.com', search, frequency: 'daily' },
    });
    expect(byEmail.statusCode).toBe(400);
    expect(byEmail.json()).toEqual({ detail: searchWordsMessages.shortPhrase });
    const student = await createStudent(app.db);
    const saved = await app.inject({
      method: 'POST',
      url: '/student/alerts',
      headers: { cookie: await sessionCookie(app, student.id) },
      payload: { search, frequency: 'daily' },
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json()).toEqual({ detail: searchWordsMessages.shortPhrase });
    const fine = await app.inject({
      method: 'POST',
      url: '/student/alerts',
      headers: { cookie: await sessionCookie(app, student.id) },
      payload: { search: { ...search, q: '"bar w"' }, frequency: 'daily' },
    });
    expect(fine.statusCode, fine.body).toBe(201);
  });

  it('limits browse and search per client, and an IPv6 client by its /64', async () => {
    for (let i = 0; i < BROWSE_MAX; i += 1)
      expect((await browse(app, 'barista', `2001:db8:7:1::${i + 1}`)).statusCode).toBe(200);
    const refused = await browse(app, '', '2001:db8:7:1::ffff');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: TOO_MANY_ATTEMPTS_DETAIL });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not held back.
    expect((await browse(app, 'barista', '2001:db8:7:2::1')).statusCode).toBe(200);
  });

  it('is generous enough for a person who types and pages', () => {
    // A screen asks for its six categories at once: at least one screen every two seconds.
    const { max, windowMs } = DEFAULT_RATE_LIMITS.browse.ip ?? { max: 0, windowMs: 1 };
    expect((max / 6) * (2000 / windowMs)).toBeGreaterThanOrEqual(1);
  });

  it.runIf(engine === 'postgres')(
    'ends a statement past its time with a 503, and the API keeps answering',
    { timeout: 15_000 },
    async () => {
      const started = Date.now();
      const [slow, health] = await Promise.all([
        app.inject({ method: 'GET', url: '/test/slow-statement' }),
        app.inject({ method: 'GET', url: '/health' }),
      ]);
      expect(slow.statusCode).toBe(503);
      expect(slow.json()).toEqual({ detail: INTERNAL_ERROR_DETAIL });
      expect(slow.headers['retry-after']).toBeDefined();
      // Cut at the request timeout (2 s), nowhere near the minute it asked for.
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(health.statusCode).toBe(200);
    },
  );
});

describe.runIf(engines.includes('postgres'))('the request pool (postgres)', () => {
  it('gives up waiting for a connection, as busy, instead of waiting without end', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    const handle = await openDatabase(
      { dataDir: tmpdir(), databaseUrl: url.toString() },
      // Long enough to open a connection on a slow, busy two-core machine (200 ms was not, on
      // 27 Nov 2026), short enough that a waiting request gives up well within the test.
      { requestMs: 2_000, backgroundMs: 60_000, connectionWaitMs: 1_000 },
    );
    // Every connection of the pool held by a transaction that waits for the test to let it go,
    // taken one after another so that opening them does not race the wait.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holders: Promise<void>[] = [];
    for (let i = 0; i < 10; i++) {
      let began = () => {};
      const started = new Promise<void>((resolve) => (began = resolve));
      const holder = handle.db.transaction(async (tx) => {
        await tx.execute(sql`select ${randomUUID()}::uuid`);
        began();
        await held;
      });
      holders.push(holder);
      // A holder that could not get its connection fails the test here instead of hanging it.
      await Promise.race([started, holder]);
    }
    try {
      const waited = await handle.db.execute(sql`select 1`).then(
        () => null,
        (error: unknown) => error,
      );
      expect(isDatabaseBusy(waited)).toBe(true);
      // Background work has a pool of its own and still runs.
      await expect(handle.background.execute(sql`select 1`)).resolves.toBeDefined();
    } finally {
      release();
      await Promise.all(holders);
      await handle.close();
    }
  });
});
