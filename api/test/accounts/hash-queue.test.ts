// The password-hashing cap: at most `concurrency` hashes at once, a bounded queue behind them,
// and 503 with Retry-After beyond it; one client's share of it, and a place given back when the
// step it was taken for is claimed elsewhere.
import { describe, expect, it } from 'vitest';
import { createHashQueue, HASH_BUSY_RETRY_AFTER_SECONDS } from '../../src/accounts/auth/hash-queue';
import { HttpError } from '../../src/plugins/http/http-error';

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('hash queue', () => {
  it('runs at most `concurrency` at once, queues `maxWaiting` more and refuses the rest', async () => {
    const queue = createHashQueue({ concurrency: 2, maxWaiting: 1 });
    const gates = [gate(), gate(), gate()];
    let peak = 0;
    let running = 0;
    const runs = gates.map((g) =>
      queue.run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await g.opened;
        running -= 1;
        return 'hashed';
      }),
    );
    expect(queue.stats()).toMatchObject({ running: 2, waiting: 1 });
    const refused = await queue.run(() => Promise.resolve('x')).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).statusCode).toBe(503);
    expect((refused as HttpError).headers['retry-after']).toBe(
      String(HASH_BUSY_RETRY_AFTER_SECONDS),
    );
    for (const g of gates) g.open();
    expect(await Promise.all(runs)).toEqual(['hashed', 'hashed', 'hashed']);
    expect(peak).toBe(2);
    expect(queue.stats()).toEqual({ running: 0, waiting: 0, started: 3 });
  });

  it('frees the slot when the work throws', async () => {
    const queue = createHashQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run(() => Promise.resolve(1))).resolves.toBe(1);
  });

  it('refuses a client past its share, and lets another in', async () => {
    const queue = createHashQueue({ concurrency: 1, maxWaiting: 4, perClient: 2 });
    const g = gate();
    const mine = [queue.run(() => g.opened, 'a'), queue.run(() => g.opened, 'a')];
    const third = await queue.run(() => Promise.resolve(), 'a').catch((error: unknown) => error);
    expect((third as HttpError).statusCode).toBe(503);
    const other = queue.run(() => Promise.resolve('b'), 'b');
    expect(queue.stats()).toMatchObject({ running: 1, waiting: 2 });
    g.open();
    await Promise.all(mine);
    expect(await other).toBe('b');
    // Places given back: the client has its share again.
    await expect(queue.run(() => Promise.resolve('again'), 'a')).resolves.toBe('again');
  });

  it('hashes only for a step it claimed, and frees the place of one it did not', async () => {
    const queue = createHashQueue({ concurrency: 1, maxWaiting: 1, perClient: 1 });
    const g = gate();
    const holding = queue.run(() => g.opened);
    // Claimed elsewhere: nothing runs, and the waiting place is free again.
    let ran = false;
    const lost = await queue.runClaimed(
      'a',
      () => Promise.resolve(false),
      () => Promise.resolve((ran = true)),
    );
    expect(lost).toBeUndefined();
    expect(ran).toBe(false);
    expect(queue.stats()).toMatchObject({ running: 1, waiting: 0 });
    // A claim that fails frees its place too.
    await expect(
      queue.runClaimed(
        'a',
        () => Promise.reject(new Error('db down')),
        () => Promise.resolve(1),
      ),
    ).rejects.toThrow('db down');
    expect(queue.stats()).toMatchObject({ running: 1, waiting: 0 });
    // A full queue refuses before anything is claimed.
    const won = queue.runClaimed(
      'a',
      () => Promise.resolve(true),
      () => Promise.resolve('hashed'),
    );
    let claimed = false;
    const refused = await queue
      .runClaimed(
        'b',
        () => Promise.resolve((claimed = true)),
        () => Promise.resolve('x'),
      )
      .catch((error: unknown) => error);
    expect((refused as HttpError).statusCode).toBe(503);
    expect(claimed).toBe(false);
    g.open();
    await holding;
    expect(await won).toBe('hashed');
    expect(queue.stats()).toEqual({ running: 0, waiting: 0, started: 2 });
  });
});
