// The slowdown behind login's per-account budget (plugins/rate-limit/slowdown.ts): free failures,
// then a wait between attempts that doubles with each failure up to a cap; refused attempts count
// for nothing, and a success taken back opens the way again.
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../src/plugins/rate-limit/memory-store';
import { delayAfter, SlowedDown, takeSlowdown } from '../../src/plugins/rate-limit/slowdown';

const POLICY = { freeFailures: 2, windowMs: 60_000, firstDelayMs: 1000, maxDelayMs: 4000 };

function clockedStore() {
  let now = 0;
  return {
    store: createMemoryStore(() => new Date(now)),
    advance: (ms: number) => (now += ms),
  };
}

const refusal = (attempt: Promise<unknown>) =>
  attempt.then(
    () => undefined,
    (error: unknown) => (error instanceof SlowedDown ? error.retryAfterMs : error),
  );

describe('slowdown', () => {
  it('doubles the wait from the first delay up to the cap', () => {
    expect([1, 2, 3, 4, 30, 5000].map((over) => delayAfter(POLICY, over))).toEqual([
      1000, 2000, 4000, 4000, 4000, 4000,
    ]);
  });

  it('spaces attempts past the free failures and does not count those it refuses', async () => {
    const { store, advance } = clockedStore();
    for (let i = 0; i < 3; i += 1) await takeSlowdown(store, 'a', POLICY);
    // The third failure set a 1 s wait; attempts meanwhile are refused, however many.
    expect(await refusal(takeSlowdown(store, 'a', POLICY))).toBe(1000);
    expect(await refusal(takeSlowdown(store, 'a', POLICY))).toBe(1000);
    advance(1000);
    await takeSlowdown(store, 'a', POLICY);
    expect(await refusal(takeSlowdown(store, 'a', POLICY))).toBe(2000);
    // Another key has its own budget.
    await expect(takeSlowdown(store, 'b', POLICY)).resolves.toEqual(['b:failures']);
  });

  it('lets the next attempt through once a success takes its hits back', async () => {
    const { store } = clockedStore();
    for (let i = 0; i < 2; i += 1) await takeSlowdown(store, 'a', POLICY);
    const success = await takeSlowdown(store, 'a', POLICY);
    expect(success).toEqual(['a:failures', 'a:gate']);
    await Promise.all(success.map((key) => store.undo(key)));
    await expect(takeSlowdown(store, 'a', POLICY)).resolves.toHaveLength(2);
  });
});
