import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  Select,
  getErrorDetail,
  useCategories,
  type AlertFrequency,
  type CategoryCode,
} from 'shared-kit';
import styled from 'styled-components';
import { alertRequestOf, type SearchToAlert } from '../alert-search';
import { useCreateAlert } from '../api/create-alert';
import { AlertSaved } from './alert-saved';
import { AlertSearchSummary } from './alert-search-summary';
import { FrequencyChoice } from './frequency-choice';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const FORM_ID = 'job-alert-form';

/**
 * Saves the search on screen as a job alert: the search summed up, a category (all by default)
 * and how often to mail; then a confirmation that links to the alerts in the profile. Mounted
 * only while open, so each opening starts afresh.
 */
export function JobAlertDialog({
  search,
  onClose,
}: {
  search: SearchToAlert;
  onClose: () => void;
}) {
  const categories = useCategories();
  const [category, setCategory] = useState('');
  const [frequency, setFrequency] = useState<AlertFrequency>('instant');
  const create = useCreateAlert();
  const doneRef = useRef<HTMLButtonElement>(null);
  const saved = create.isSuccess;
  // The Save button is gone once saved: focus moves to Done, after the confirmation.
  useEffect(() => {
    if (saved) doneRef.current?.focus();
  }, [saved]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = category === '' ? null : (category as CategoryCode);
    create.mutate(alertRequestOf(search, code, frequency));
  };
  const close = () => {
    if (!create.isPending) onClose();
  };

  const options = [
    { value: '', label: 'All categories' },
    ...(categories.data?.categories ?? []).map((c) => ({ value: c.code, label: c.display_name })),
  ];
  return (
    <Dialog
      open
      size="md"
      title="Get job alerts"
      description={saved ? undefined : "We'll email you new jobs that match this search."}
      onClose={close}
      actions={
        saved ? (
          <Button ref={doneRef} onClick={onClose}>
            Done
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" form={FORM_ID} busy={create.isPending}>
              Save alert
            </Button>
          </>
        )
      }
    >
      {saved ? (
        <AlertSaved />
      ) : (
        <Form id={FORM_ID} onSubmit={submit}>
          <AlertSearchSummary search={search} />
          <Select
            label="Category"
            value={category}
            onChange={(event) => setCategory(event.target.value)}
            options={options}
          />
          <FrequencyChoice value={frequency} onChange={setFrequency} />
          {create.isError && (
            <Failure role="alert">
              {getErrorDetail(create.error, 'Your alert could not be saved. Please try again.')}
            </Failure>
          )}
        </Form>
      )}
    </Dialog>
  );
}
