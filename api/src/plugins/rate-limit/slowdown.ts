// A budget that slows down instead of locking out: past `freeFailures` in a window, each attempt
// must wait for the delay the previous one set, and each failure doubles it up to a cap. Built on
// the fixed windows of a RateLimitStore, so it is shared by replicas through Redis:
// - `<key>:failures` counts attempts (a success takes its hit back, so failures remain);
// - `<key>:gate` is open when no window runs: the attempt that finds it open starts one as long
//   as the current delay, and any attempt while it runs is refused, guessing nothing.
import type { RateLimitStore } from './store';

export interface SlowdownPolicy {
  freeFailures: number;
  windowMs: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

/** The attempt must wait this long (it was not counted). */
export class SlowedDown extends Error {
  override readonly name = 'SlowedDown';
  constructor(readonly retryAfterMs: number) {
    super('slowed down');
  }
}

/** The wait set after the `over`-th failure past the free ones (1, 2, …). */
export function delayAfter(policy: SlowdownPolicy, over: number): number {
  const doubled = policy.firstDelayMs * 2 ** Math.min(over - 1, 40);
  return Math.min(policy.maxDelayMs, doubled);
}

/**
 * Counts one attempt on `key`; throws SlowedDown while a delay runs. Returns the store keys it
 * hit, for the caller to take back when the attempt turns out not to be a failure.
 */
export async function takeSlowdown(
  store: RateLimitStore,
  key: string,
  policy: SlowdownPolicy,
): Promise<string[]> {
  const failuresKey = `${key}:failures`;
  const { count } = await store.hit(failuresKey, policy.windowMs);
  const over = count - policy.freeFailures;
  if (over <= 0) return [failuresKey];
  const gateKey = `${key}:gate`;
  const gate = await store.hit(gateKey, delayAfter(policy, over));
  if (gate.count > 1) {
    await store.undo(failuresKey);
    throw new SlowedDown(gate.resetInMs);
  }
  return [failuresKey, gateKey];
}
