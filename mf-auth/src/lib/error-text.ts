import { ApiError, getErrorDetail } from 'shared-kit';

/**
 * The message a failed auth call shows. `useDetail`: the server's detail text when there is one
 * (SPEC section 8 says which screens show it). A 429 always shows its detail: it says how long to
 * wait, which no fixed text can.
 */
export function errorText(error: unknown, fallback: string, useDetail: boolean): string {
  if (error instanceof ApiError && error.status === 429) return getErrorDetail(error, fallback);
  return useDetail ? getErrorDetail(error, fallback) : fallback;
}
