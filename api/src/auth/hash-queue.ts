// A concurrency cap on hashing new passwords (sign-up, reset). argon2id takes 19 MiB and a
// thread of libuv's pool for each hash; unbounded, a burst of them would queue ahead of every
// login's verification. At most `concurrency` hashes run at once, up to `maxWaiting` more wait
// their turn, and beyond that the call is refused with 503 and Retry-After. Login's verification
// never goes through this queue, so it always has the rest of the pool.
import { HttpError } from '../lib/http-error';
import { INTERNAL_ERROR_DETAIL } from '../plugins/app/error-handler';

export interface HashQueueOptions {
  concurrency: number;
  maxWaiting: number;
}

export const DEFAULT_HASH_QUEUE: HashQueueOptions = { concurrency: 2, maxWaiting: 16 };
export const HASH_BUSY_RETRY_AFTER_SECONDS = 2;

export interface HashQueue {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Hashes running and waiting now, and started since the app began. */
  stats(): { running: number; waiting: number; started: number };
}

export function createHashQueue(options: HashQueueOptions = DEFAULT_HASH_QUEUE): HashQueue {
  let running = 0;
  let started = 0;
  const waiting: (() => void)[] = [];

  // A finished hash hands its slot straight to the next waiter, so none can slip in between.
  function release() {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  return {
    async run(work) {
      if (running < options.concurrency) running += 1;
      else if (waiting.length >= options.maxWaiting) {
        throw new HttpError(503, INTERNAL_ERROR_DETAIL, {
          'retry-after': String(HASH_BUSY_RETRY_AFTER_SECONDS),
        });
      } else await new Promise<void>((resolve) => waiting.push(resolve));
      started += 1;
      try {
        return await work();
      } finally {
        release();
      }
    },
    stats: () => ({ running, waiting: waiting.length, started }),
  };
}
