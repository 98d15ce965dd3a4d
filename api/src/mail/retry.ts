// When a failed delivery is tried again, and when the queue gives up. An SMTP server that is down
// for minutes or hours delays mail and loses none; a refusal of the address itself (a 5xx answer
// such as 550 "no such user") is final, since trying again cannot change it.
import { DAY_MS, MINUTE_MS } from '../plugins/time/clock';

const FIRST_RETRY_MS = 5_000;
// Capped at 2 minutes: a sign-up code is valid for 15, so it must go out soon after an outage.
const MAX_RETRY_MS = 2 * MINUTE_MS;
/** How long a mail keeps being retried after it was queued. */
export const GIVE_UP_AFTER_MS = DAY_MS;

/** The wait before attempt `attempts + 1`: 5 s, 10 s, 20 s, … doubling up to 2 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/** True when the SMTP server refused for good (a 5xx reply to the message or its recipient). */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export type RetryDecision = { retryAt: Date } | { giveUp: true };

export function afterFailure(
  error: unknown,
  attempts: number,
  queuedAt: Date,
  now: Date,
): RetryDecision {
  if (isPermanentFailure(error)) return { giveUp: true };
  const retryAt = new Date(now.getTime() + retryDelayMs(attempts));
  if (retryAt.getTime() - queuedAt.getTime() > GIVE_UP_AFTER_MS) return { giveUp: true };
  return { retryAt };
}
