import { useState } from 'react';
import type { AlertFrequency } from 'api-contract/alerts';
import type { CategoryCode } from 'api-contract/listings';
import { alertRequestOf, type SearchToAlert } from '../alert-search';
import { useCreateAlert } from '../api/create-alert';
import { AlertFormDialog } from './alert-form-dialog';
import { AlertSaved } from './alert-saved';
import { AlertSearchSummary } from './alert-search-summary';
import { CategorySelect } from './category-select';
import { FrequencyChoice } from './frequency-choice';

/**
 * Saves the search on screen as a student's job alert: the search summed up, a category (all by
 * default) and how often to mail; then a confirmation that links to the alerts in the profile.
 * Mounted only while open, so each opening starts afresh.
 */
export function JobAlertDialog({
  search,
  onClose,
}: {
  search: SearchToAlert;
  onClose: () => void;
}) {
  const [category, setCategory] = useState<CategoryCode | null>(null);
  const [frequency, setFrequency] = useState<AlertFrequency>('instant');
  const create = useCreateAlert();
  return (
    <AlertFormDialog
      saving={create.isPending}
      error={create.error}
      done={create.isSuccess ? <AlertSaved /> : null}
      onSubmit={() => create.mutate(alertRequestOf(search, category, frequency))}
      onClose={onClose}
    >
      <AlertSearchSummary search={search} />
      <CategorySelect value={category} onChange={setCategory} />
      <FrequencyChoice value={frequency} onChange={setFrequency} />
    </AlertFormDialog>
  );
}
