import { ApiError, getErrorDetail } from 'shared-kit';

/** How long to wait, in words: "a minute", "12 minutes", "about 2 hours". */
export function waitWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes === 1) return 'a minute';
  if (minutes < 60) return `${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return hours === 1 ? 'about an hour' : `about ${hours} hours`;
}

/**
 * Why a message was not sent, as the person can act on it: over the sending limit, when to try
 * again (the refusal's Retry-After); otherwise the server's reason, or that it failed.
 */
export function sendFailureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) {
    // A kit older than 5.3 has no retryAfterSeconds: the server's own sentence then.
    const wait = error.retryAfterSeconds ?? null;
    if (wait !== null) {
      return `You have sent a lot of messages in a short time. You can send again in ${waitWords(wait)}.`;
    }
  }
  return getErrorDetail(error, 'Your message could not be sent. Please try again.');
}
