// In-process fixed windows. Reads the app clock so tests can move past a window without waiting.
import type { Clock } from '../time/clock';
import type { Hit, RateLimitStore } from './store';

// Above this many keys, expired windows are swept on the next hit so memory stays bounded.
const SWEEP_THRESHOLD = 10_000;

export function createMemoryStore(now: Clock): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();

  function sweep(at: number) {
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
  }

  return {
    hit(key, windowMs): Promise<Hit> {
      const at = now().getTime();
      if (windows.size > SWEEP_THRESHOLD) sweep(at);
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        window = { count: 0, resetAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return Promise.resolve({ count: window.count, resetInMs: window.resetAt - at });
    },
    undo(key) {
      const window = windows.get(key);
      if (window && window.count > 0) window.count -= 1;
      return Promise.resolve();
    },
    close() {
      windows.clear();
      return Promise.resolve();
    },
  };
}
