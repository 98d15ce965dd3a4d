import { getErrorDetail, isClientError } from 'shared-kit';

/**
 * The API's own words for a refusal (a 4xx detail: "This job is full."), else `fallback`. A 5xx
 * detail is never shown: it is the server's raw text ("boom"), not written for people.
 */
export function refusalText(error: unknown, fallback: string): string {
  return isClientError(error) ? getErrorDetail(error, fallback) : fallback;
}
