import { useRef, useState } from 'react';
import type { AlertFrequency } from 'api-contract/alerts';
import { validationMessages } from 'api-contract/common';
import type { CategoryCode } from 'api-contract/listings';
import { TextField, isValidEmail } from 'shared-kit';
import { alertRequestOf, type SearchToAlert } from '../alert-search';
import { useSubscribe } from '../api/subscribe';
import { AlertFormDialog } from './alert-form-dialog';
import { AlertSent } from './alert-saved';
import { AlertSearchSummary } from './alert-search-summary';
import { CategorySelect } from './category-select';
import { FrequencyChoice } from './frequency-choice';
import { LogInForAlerts } from './log-in-for-alerts';

/**
 * A visitor saves the search on screen as a job alert with an email address and no account:
 * the search summed up, the address, a category and how often; then "check your inbox", as the
 * alert starts only once the mailed link is used. A student may log in instead (first, so they
 * see it before typing an address; the address still gets the focus). Mounted only
 * while open, so each opening starts afresh.
 */
export function EmailAlertDialog({
  search,
  onClose,
}: {
  search: SearchToAlert;
  onClose: () => void;
}) {
  const [email, setEmail] = useState('');
  // The address is judged once left or submitted, not while it is being typed.
  const [checked, setChecked] = useState(false);
  const [category, setCategory] = useState<CategoryCode | null>(null);
  const [frequency, setFrequency] = useState<AlertFrequency>('instant');
  const emailRef = useRef<HTMLInputElement>(null);
  const subscribe = useSubscribe();
  const valid = isValidEmail(email);

  const save = () => {
    if (!valid) {
      setChecked(true);
      emailRef.current?.focus();
      return;
    }
    subscribe.mutate({ email: email.trim(), ...alertRequestOf(search, category, frequency) });
  };
  return (
    <AlertFormDialog
      saving={subscribe.isPending}
      error={subscribe.error}
      done={subscribe.isSuccess ? <AlertSent email={subscribe.variables.email} /> : null}
      onSubmit={save}
      onClose={onClose}
      initialFocusRef={emailRef}
    >
      <LogInForAlerts />
      <AlertSearchSummary search={search} />
      <TextField
        ref={emailRef}
        label="Email"
        hint="We'll send a link to this address to turn the alert on."
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onBlur={() => setChecked(email.trim() !== '')}
        error={checked && !valid ? validationMessages.email : undefined}
      />
      <CategorySelect value={category} onChange={setCategory} />
      <FrequencyChoice value={frequency} onChange={setFrequency} />
    </AlertFormDialog>
  );
}
