// Thrown by handlers for expected failures; the error handler sends `{ detail }` with the status.
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    detail: string,
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}
