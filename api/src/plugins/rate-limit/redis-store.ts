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

export function createRedisStore(
  url: string,
  onError: (error: Error) => void = () => {},
): RateLimitStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  // Connection errors also reject the pending commands; the listener only stops ioredis from
  // reporting them as unhandled.
  redis.on('error', onError);
  return {
    async hit(key, windowMs): Promise<Hit> {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, PREFIX + key, windowMs)) as [
        number,
        number,
      ];
      return { count, resetInMs: ttl };
    },
    async undo(key) {
      await redis.eval(UNDO_SCRIPT, 1, PREFIX + key);
    },
    async close() {
      await redis.quit();
    },
  };
}
