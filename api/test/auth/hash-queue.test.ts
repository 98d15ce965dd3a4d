// The password-hashing cap (issue 15, item 1): at most `concurrency` hashes at once, a bounded
// queue behind them, and 503 with Retry-After beyond it.
import { describe, expect, it } from 'vitest';
import { createHashQueue, HASH_BUSY_RETRY_AFTER_SECONDS } from '../../src/auth/hash-queue';
import { HttpError } from '../../src/lib/http-error';

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
});
