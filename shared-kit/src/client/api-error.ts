import type { z } from 'zod/mini';

/**
 * A failed API call. `status` is the HTTP status (0 when the request never got a response) and
 * `detail` the response's `detail` text when it is a non-empty string, else null.
 */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  readonly status: number;
  readonly detail: string | null;
  /** The parsed error body, when there was one. */
  readonly body: unknown;
  /** Seconds until a retry may succeed, from the Retry-After header (a 429 or 503), else null. */
  readonly retryAfterSeconds: number | null;

  constructor(
    status: number,
    detail: string | null,
    options: {
      body?: unknown;
      cause?: unknown;
      message?: string;
      retryAfterSeconds?: number | null;
    } = {},
  ) {
    super(
      options.message ??
        detail ??
        (status === 0 ? 'Network request failed' : `Request failed with status ${status}`),
      {
        cause: options.cause,
      },
    );
    this.status = status;
    this.detail = detail;
    this.body = options.body;
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
  }
}

/**
 * A Retry-After header in seconds from `now`: delay-seconds or an HTTP date (RFC 9110), never
 * below zero; null when absent or unreadable.
 */
export function retryAfterSeconds(header: string | null, now: number = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** A successful response whose body does not match the contract schema. */
export class ApiResponseError extends ApiError {
  override readonly name: string = 'ApiResponseError';
  readonly issues: z.core.$ZodIssue[];

  constructor(status: number, issues: z.core.$ZodIssue[], body: unknown) {
    super(status, null, { body, message: 'The server response did not match the contract' });
    this.issues = issues;
  }
}

/** `body.detail` when it is a non-empty string, else null. */
export function extractDetail(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('detail' in body)) return null;
  const { detail } = body;
  return typeof detail === 'string' && detail.trim() !== '' ? detail : null;
}

/** The server's detail text of an API error, else `fallback` (SPEC section 8 messages). */
export function getErrorDetail(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.detail ?? fallback;
  return extractDetail(error) ?? fallback;
}

/** True for an ApiError with a 4xx status (a retry would fail the same way). */
export function isClientError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}
