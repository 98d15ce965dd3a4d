// The listings of new employers counted per client network (IPv4 address, IPv6 /64), besides
// each employer's own limits (posting-limits.ts): an account costs nothing, so a new employer's
// limits alone let a few fresh accounts on one network post a few times as much. New employers on
// one network share one new employer's budget (limits.ts, `newEmployerPostsHour` and
// `newEmployerPostsDay`); an established employer is never counted. The counts live in the
// rate-limit store (shared by replicas through Redis, no address kept in the database) and are
// answered in the posting limits' words.
import type { FastifyRequest } from 'fastify';
import type { RateLimiter } from '../../plugins/app/rate-limit';
import { perDayRefusal, perHourRefusal, type CountNewEmployerPosting } from './posting-limits';

export function newEmployerPostings(
  rateLimit: RateLimiter,
  request: FastifyRequest,
): CountNewEmployerPosting {
  return async () => {
    const hour = await rateLimit.admitNetwork('newEmployerPostsHour', request);
    if (!hour.admitted) throw perHourRefusal(hour.max);
    const day = await rateLimit.admitNetwork('newEmployerPostsDay', request);
    if (!day.admitted) {
      await hour.undo();
      throw perDayRefusal(day.max);
    }
    return async () => {
      await Promise.all([hour.undo(), day.undo()]);
    };
  };
}
