import { isClientError } from 'shared-kit';

/**
 * The line shown when a toggle failed: the API's own words for a job no longer listed (404) or the
 * limit reached (409), else a plain retry message (a 5xx detail is not for students).
 */
export function saveErrorText(error: unknown, save: boolean): string {
  if (isClientError(error) && error.detail) return error.detail;
  return save
    ? 'We couldn’t save this job. Please try again.'
    : 'We couldn’t remove this job from your saved jobs. Please try again.';
}
