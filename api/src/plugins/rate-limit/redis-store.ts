// Shared fixed windows in Redis: INCR, and PEXPIRE on the first hit, in one script so a crash
// between the two can never leave a counter without expiry.
import { Redis } from 'ioredis';
import type { Hit, RateLimitStore } from './store';

const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

// Never below zero and never on a key that has expired (it would then live forever).
const UNDO_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

const PREFIX = 'sg:rl:';

/** How long the first commands wait for Redis to connect before an outage is assumed. */
export const FIRST_CONNECT_GRACE_MS = 5_000;
/** A Redis that takes the connection but does not answer: a command gives up after this. */
export const COMMAND_TIMEOUT_MS = 1_000;

export class RedisUnavailable extends Error {
  override readonly name = 'RedisUnavailable';
  constructor() {
    super('Redis is not connected');
  }
}

export function createRedisStore(
  url: string,
  onError: (error: Error) => void = () => {},
): RateLimitStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, commandTimeout: COMMAND_TIMEOUT_MS });
  // Connection errors also reject the pending commands; the listener only stops ioredis from
  // reporting them as unhandled.
  redis.on('error', onError);
  // Once Redis has been connected (or the first grace is over), a command while it is away fails
  // at once, and the limiter fails open without waiting: queued behind ioredis's reconnections, a
  // login waited 26 to 45 seconds for its three counters (docs/operations.md, "Lose Redis").
  let firstConnection = true;
  const grace = setTimeout(() => (firstConnection = false), FIRST_CONNECT_GRACE_MS);
  grace.unref();
  redis.once('ready', () => {
    firstConnection = false;
    clearTimeout(grace);
  });
  const ensureConnected = () => {
    if (!firstConnection && redis.status !== 'ready') throw new RedisUnavailable();
  };
  return {
    async hit(key, windowMs): Promise<Hit> {
      ensureConnected();
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, PREFIX + key, windowMs)) as [
        number,
        number,
      ];
      return { count, resetInMs: ttl };
    },
    async undo(key) {
      ensureConnected();
      await redis.eval(UNDO_SCRIPT, 1, PREFIX + key);
    },
    async close() {
      clearTimeout(grace);
      await redis.quit();
    },
  };
}
