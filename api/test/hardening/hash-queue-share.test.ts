// The hashing queue: one verified sign-up flow could send its password step
// many times at once, each hashed, and fill the queue every sign-up and reset shares, so others
// got 503. Now a flow's password step (and a reset link) is claimed in the database before it is
// hashed, so it hashes once, and one client holds at most a small share of the queue.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../../src/accounts/auth/messages';
import {
  CapturingMailer,
  newClient,
  PASSWORD,
  post,
  signUp,
  STUDENT_DETAILS,
  TestClock,
  uniqueEmail,
  verifiedFlow,
} from '../auth-helpers';
import { build, engines } from '../helper';

/** How long a poll may wait for requests to answer before the test fails. */
const ANSWERED_WITHIN = { timeout: 10_000 };

describe.each(engines)('the hashing queue under one flow or one client (%s)', (engine) => {
  let app: FastifyInstance;
  const mailer = new CapturingMailer();
  const clock = new TestClock();
  beforeAll(async () => {
    app = await build(engine, {
      mailer,
      clock: clock.now,
      // One hash at a time and eight waiting places, so a test can see who waits.
      hashQueue: { concurrency: 1, maxWaiting: 8 },
    });
  });
  afterAll(() => app.close());

  // A test that fails while holding the slot must not leave it held for the next one.
  let releaseHeld: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await releaseHeld?.();
  });

  /** Holds the only hashing slot, as a long hash would; resolves once held, with its release. */
  async function holdTheSlot() {
    let release!: () => void;
    let holding!: () => void;
    const isHeld = new Promise<void>((resolve) => (holding = resolve));
    const held = app.hashQueue.run(() => {
      holding();
      return new Promise<void>((resolve) => (release = resolve));
    });
    await isHeld;
    releaseHeld = async () => {
      releaseHeld = undefined;
      release();
      await held;
    };
    return releaseHeld;
  }

  /** Sends requests at once; `answered` lists those that have answered so far. */
  function inParallel(requests: Promise<LightMyRequestResponse>[]) {
    const answered: LightMyRequestResponse[] = [];
    for (const request of requests) void request.then((response) => answered.push(response));
    return { answered, all: Promise.all(requests) };
  }

  it("hashes one flow's password once, however often the step is sent at once or later", async () => {
    const email = uniqueEmail('repeat');
    const token = await verifiedFlow(app, mailer, email);
    const release = await holdTheSlot();
    const startedBefore = app.hashQueue.stats().started;

    const burst = inParallel(
      Array.from({ length: 5 }, () =>
        post(
          app,
          '/auth/signup/password',
          { session_token: token, password: PASSWORD },
          newClient(),
        ),
      ),
    );
    // The repeats answer at once, as the step was taken; only one waits to hash.
    await expect.poll(() => burst.answered.length, ANSWERED_WITHIN).toBe(4);
    expect(burst.answered.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect(app.hashQueue.stats().waiting).toBe(1);

    await release();
    expect((await burst.all).map((response) => response.statusCode)).toEqual([
      200, 200, 200, 200, 200,
    ]);
    expect(app.hashQueue.stats().started - startedBefore).toBe(1);

    // Later (the first answer lost on the way): answered the same, nothing hashed, and the first
    // password stands.
    const later = await post(app, '/auth/signup/password', {
      session_token: token,
      password: 'another-password-9',
    });
    expect(later.statusCode).toBe(200);
    expect(app.hashQueue.stats().started - startedBefore).toBe(1);
    const done = await post(app, '/auth/signup/details', {
      session_token: token,
      ...STUDENT_DETAILS,
    });
    expect(done.statusCode).toBe(200);
    expect((await post(app, '/auth/login', { email, password: PASSWORD })).statusCode).toBe(200);
  });

  it("keeps one client to its share of the queue, so others' sign-ups still take their turn", async () => {
    const attacker = newClient();
    const flows: string[] = [];
    for (let i = 0; i < 8; i += 1)
      flows.push(await verifiedFlow(app, mailer, uniqueEmail('flood')));
    const victimFlow = await verifiedFlow(app, mailer, uniqueEmail('victim'));
    const release = await holdTheSlot();

    // Enough flows, sent from one address, to fill every waiting place.
    const flood = inParallel(
      flows.map((token) =>
        post(app, '/auth/signup/password', { session_token: token, password: PASSWORD }, attacker),
      ),
    );
    await expect
      .poll(() => flood.answered.length + app.hashQueue.stats().waiting, ANSWERED_WITHIN)
      .toBe(8);

    // Someone else signs up meanwhile: they wait their turn instead of being refused.
    const victim = inParallel([
      post(
        app,
        '/auth/signup/password',
        { session_token: victimFlow, password: PASSWORD },
        newClient(),
      ),
    ]);
    await expect
      .poll(() => victim.answered.length > 0 || app.hashQueue.stats().waiting === 3)
      .toBe(true);
    expect(victim.answered.map((response) => response.statusCode)).toEqual([]);

    await release();
    const [victimAnswer] = await victim.all;
    expect(victimAnswer?.statusCode).toBe(200);
    const statuses = (await flood.all).map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 503, 503, 503, 503, 503, 503]);
    for (const response of await flood.all) {
      if (response.statusCode === 503) expect(Number(response.headers['retry-after'])).toBe(2);
    }
  });

  it("hashes one reset link's password once when it is sent many times at once", async () => {
    const email = uniqueEmail('reset');
    await signUp(app, mailer, email);
    expect((await post(app, '/auth/reset/request', { email }, newClient())).statusCode).toBe(200);
    await app.afterReply.flush();
    const link = /token=([^\s&]+)/.exec((await mailer.last(email)).text)?.[1];
    if (!link) throw new Error('no reset link');
    const token = decodeURIComponent(link);
    const release = await holdTheSlot();
    const startedBefore = app.hashQueue.stats().started;

    const burst = inParallel(
      Array.from({ length: 5 }, () =>
        post(app, '/auth/reset/confirm', { token, new_password: 'new-password-42' }, newClient()),
      ),
    );
    await expect.poll(() => burst.answered.length, ANSWERED_WITHIN).toBe(4);
    for (const response of burst.answered) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: authMessages.resetInvalid });
    }
    expect(app.hashQueue.stats().waiting).toBe(1);

    await release();
    const statuses = (await burst.all).map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400]);
    expect(app.hashQueue.stats().started - startedBefore).toBe(1);
    const login = { email, password: 'new-password-42' };
    expect((await post(app, '/auth/login', login)).statusCode).toBe(200);
  });
});
