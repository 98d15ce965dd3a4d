// A concurrency cap on hashing new passwords (sign-up, reset). argon2id takes 19 MiB and a
// thread of libuv's pool for each hash; unbounded, a burst of them would queue ahead of every
// login's verification. At most `concurrency` hashes run at once, up to `maxWaiting` more wait
// their turn, and beyond that the call is refused with 503 and Retry-After. Login's verification
// never goes through this queue, so it always has the rest of the pool.
// One client (its key, plugins/rate-limit/client-key.ts) holds at most `perClient` of those places,
// running or waiting: one address sending many sign-ups at once is refused,
// not everyone behind it. `runClaimed` takes its place first and only then claims, in the
// database, the step it hashes for (a sign-up's password step, a reset link): a refusal never
// spends the step, and a step another request claimed gives its place back unused, so repeating
// one step in parallel hashes once and holds no place.
import { HttpError } from '../../plugins/http/http-error';
import { INTERNAL_ERROR_DETAIL } from '../../plugins/app/error-handler';

export interface HashQueueOptions {
  concurrency: number;
  maxWaiting: number;
  /** Places (running or waiting) one client may hold at once; DEFAULT_PER_CLIENT if unset. */
  perClient?: number;
}

/** Two of the 18 places: one client alone never fills the queue. */
export const DEFAULT_PER_CLIENT = 2;
export const DEFAULT_HASH_QUEUE: HashQueueOptions = {
  concurrency: 2,
  maxWaiting: 16,
  perClient: DEFAULT_PER_CLIENT,
};
export const HASH_BUSY_RETRY_AFTER_SECONDS = 2;

/** A place in the queue, taken by `reserve`: it must be run or cancelled. */
interface HashTicket {
  /** Waits for the place's turn, runs the work, then frees the place. Once per ticket. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Frees the place without running anything. */
  cancel(): void;
}

export interface HashQueue {
  /**
   * Runs `work` in its turn; 503 at once when the queue or the client's share is full. A null
   * client (the app's own work) has no share to keep.
   */
  run<T>(work: () => Promise<T>, client?: string | null): Promise<T>;
  /**
   * Takes a place (503 as `run`), then `claim`s the step; runs `work` only when the claim
   * succeeded, else frees the place and resolves undefined.
   */
  runClaimed<T>(
    client: string,
    claim: () => Promise<boolean>,
    work: () => Promise<T>,
  ): Promise<T | undefined>;
  /** Hashes running and waiting now, and started since the app began. */
  stats(): { running: number; waiting: number; started: number };
}

const busy = () =>
  new HttpError(503, INTERNAL_ERROR_DETAIL, {
    'retry-after': String(HASH_BUSY_RETRY_AFTER_SECONDS),
  });

export function createHashQueue(options: HashQueueOptions = DEFAULT_HASH_QUEUE): HashQueue {
  const perClient = options.perClient ?? DEFAULT_PER_CLIENT;
  let running = 0;
  let started = 0;
  const waiting: (() => void)[] = [];
  const held = new Map<string, number>();

  // A freed slot goes straight to the next waiter, so none can slip in between.
  function release() {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  function hold(client: string | null, change: 1 | -1) {
    if (client === null) return;
    const count = (held.get(client) ?? 0) + change;
    if (count > 0) held.set(client, count);
    else held.delete(client);
  }

  function reserve(client: string | null): HashTicket {
    if (client !== null && (held.get(client) ?? 0) >= perClient) throw busy();
    let granted = running < options.concurrency;
    let resolveTurn!: () => void;
    const turn = new Promise<void>((resolve) => (resolveTurn = resolve));
    const grant = () => {
      granted = true;
      resolveTurn();
    };
    if (granted) {
      running += 1;
      resolveTurn();
    } else if (waiting.length >= options.maxWaiting) {
      throw busy();
    } else {
      waiting.push(grant);
    }
    hold(client, 1);
    let used = false;

    return {
      async run(work) {
        if (used) throw new Error('hash queue: this place was already used');
        used = true;
        await turn;
        started += 1;
        try {
          return await work();
        } finally {
          hold(client, -1);
          release();
        }
      },
      cancel() {
        if (used) return;
        used = true;
        hold(client, -1);
        if (granted) release();
        else waiting.splice(waiting.indexOf(grant), 1);
      },
    };
  }

  return {
    // Async, so a refusal is a rejected promise like any other failure, never a throw.
    run: async (work, client = null) => reserve(client).run(work),
    async runClaimed(client, claim, work) {
      const ticket = reserve(client);
      let claimed = false;
      try {
        claimed = await claim();
      } finally {
        if (!claimed) ticket.cancel();
      }
      return claimed ? ticket.run(work) : undefined;
    },
    stats: () => ({ running, waiting: waiting.length, started }),
  };
}
