// Thrown by handlers for expected failures; the error handler sends `{ detail }` with the status
// and any extra headers (e.g. Retry-After on 429).
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}
