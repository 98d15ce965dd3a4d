// When the queue retries a failed delivery, and when it gives up.
import { describe, expect, it } from 'vitest';
import { DAY_MS, MINUTE_MS } from '../../src/plugins/time/clock';
import { afterFailure, isPermanentFailure, retryDelayMs } from '../../src/mail/retry';

const queuedAt = new Date('2026-03-02T09:00:00.000Z');
const later = (ms: number) => new Date(queuedAt.getTime() + ms);
const refused = Object.assign(new Error('Connection refused'), { code: 'ECONNREFUSED' });

describe('mail retries', () => {
  it('waits 5 s, then twice as long each time, up to 2 minutes', () => {
    const waits = [1, 2, 3, 4, 5, 6, 7, 20].map(retryDelayMs);
    expect(waits).toEqual([5_000, 10_000, 20_000, 40_000, 80_000, 120_000, 120_000, 120_000]);
  });

  it('retries an outage (no SMTP answer, or a 4xx answer) for a day', () => {
    const busy = Object.assign(new Error('421 Try again later'), { responseCode: 421 });
    expect(afterFailure(refused, 1, queuedAt, later(0))).toEqual({ retryAt: later(5_000) });
    expect(afterFailure(busy, 3, queuedAt, later(MINUTE_MS))).toEqual({
      retryAt: later(MINUTE_MS + 20_000),
    });
    expect(afterFailure(refused, 500, queuedAt, later(DAY_MS - 2 * MINUTE_MS))).toEqual({
      retryAt: later(DAY_MS),
    });
    expect(afterFailure(refused, 501, queuedAt, later(DAY_MS - MINUTE_MS))).toEqual({
      giveUp: true,
    });
  });

  it('gives up at once when the server refuses for good (5xx)', () => {
    const noSuchUser = Object.assign(new Error('550 No such user'), { responseCode: 550 });
    expect(isPermanentFailure(noSuchUser)).toBe(true);
    expect(isPermanentFailure(refused)).toBe(false);
    expect(afterFailure(noSuchUser, 1, queuedAt, later(0))).toEqual({ giveUp: true });
  });
});
