import type { AlertFrequency } from 'api-contract/alerts';
import type { SelectOption } from 'shared-kit';

/** How an alert's frequency reads in the profile (and in its select). */
export const FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: 'Instant',
  daily: 'Daily digest',
};

export const FREQUENCY_OPTIONS: readonly SelectOption[] = Object.entries(FREQUENCY_LABELS).map(
  ([value, label]) => ({ value, label }),
);
