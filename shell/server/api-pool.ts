// The API replicas the site proxies /api to (API_URLS, or the one API_URL): round-robin over the
// ones that answer their readiness check. Each replica's /ready (200 while its database answers
// within a second) is asked every few seconds; one that fails it, or refuses a proxied connection,
// is left out until it answers 200 again. With none healthy every replica is tried, so a slow
// check never takes the whole API away.

export interface ApiPool {
  /** The replica for the next request. */
  next(): string;
  /** A proxied request could not reach `target` (refused, reset): skip it until it is healthy. */
  markDown(target: string): void;
  /** Replicas currently believed healthy, in order. */
  healthy(): string[];
  /** Asks every replica's /ready once (also run every `intervalMs`). */
  check(): Promise<void>;
  close(): void;
}

export interface ApiPoolOptions {
  intervalMs?: number;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

export function createApiPool(targets: string[], options: ApiPoolOptions = {}): ApiPool {
  if (targets.length === 0) throw new Error('at least one API URL is needed');
  const { intervalMs = 2_000, timeoutMs = 1_000, fetchImpl = fetch } = options;
  const up = new Map(targets.map((target) => [target, true]));
  let turn = 0;

  async function probe(target: string): Promise<boolean> {
    try {
      const response = await fetchImpl(new URL('/ready', target), {
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      return response.status === 200;
    } catch {
      return false;
    }
  }

  const pool: ApiPool = {
    next() {
      const candidates = pool.healthy();
      const from = candidates.length > 0 ? candidates : targets;
      const target = from[turn % from.length] ?? targets[0] ?? '';
      turn = (turn + 1) % Number.MAX_SAFE_INTEGER;
      return target;
    },
    markDown(target) {
      const origin = new URL(target).origin;
      for (const known of targets) if (new URL(known).origin === origin) up.set(known, false);
    },
    healthy: () => targets.filter((target) => up.get(target)),
    async check() {
      await Promise.all(targets.map(async (target) => up.set(target, await probe(target))));
    },
    close() {
      if (timer) clearInterval(timer);
    },
  };
  // A single replica needs no checks: it is the only place to send anything.
  const timer =
    targets.length > 1 ? setInterval(() => void pool.check(), intervalMs).unref() : undefined;
  return pool;
}
