import {
  RESPONSE_RATE_ANSWER_DAYS,
  RESPONSE_RATE_MIN_APPLICATIONS,
  RESPONSE_RATE_WINDOW_DAYS,
  type ResponseRate,
} from 'api-contract/listings';

/**
 * "Responds to 80% of applications within 14 days (41 in the last 90 days)": the employer's
 * response rate with the applications it counts; null while too few count, or from an API
 * older than the figure.
 */
export function responseRateText(rate: ResponseRate | null | undefined): string | null {
  if (!rate || rate.applications < RESPONSE_RATE_MIN_APPLICATIONS) return null;
  return `Responds to ${rate.percent}% of applications within ${RESPONSE_RATE_ANSWER_DAYS} days (${rate.applications} in the last ${RESPONSE_RATE_WINDOW_DAYS} days)`;
}
