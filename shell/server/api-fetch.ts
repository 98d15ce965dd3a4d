// The site server's own calls of the API (a job page's preview, the sitemap's listings), sent to
// the replica the /api proxy would pick next and cut short after `timeoutMs`, body included. A
// replica that refuses or drops the connection is left out of the pool as the proxy leaves it out.
import type { ApiPool } from './api-pool';

export interface ApiFetchOptions {
  timeoutMs: number;
  fetchImpl?: typeof fetch;
  /** Sent with the call besides `accept` (the visitor's forwarded address). */
  headers?: Record<string, string>;
}

/** The API's answer to GET `path` (the API's own path, without /api); rejects when none came. */
export async function fetchFromApi(
  pool: ApiPool,
  path: string,
  { timeoutMs, fetchImpl = fetch, headers = {} }: ApiFetchOptions,
): Promise<Response> {
  const target = pool.next();
  try {
    return await fetchImpl(`${target.replace(/\/+$/, '')}${path}`, {
      headers: { ...headers, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const code = (error as { cause?: { code?: unknown } }).cause?.code;
    if (code === 'ECONNREFUSED' || code === 'ECONNRESET') pool.markDown(target);
    throw error;
  }
}

/** Why a call of the API gave nothing, in a few words fit for a log line (never a stack). */
export function failureReason(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return 'no answer in time';
  const code = (error as { cause?: { code?: unknown } } | undefined)?.cause?.code;
  return typeof code === 'string' ? code : 'request failed';
}
