import { useState } from 'react';
import { TextField } from 'shared-kit';
import { newPasswordErrors } from '../lib/new-password';

/** State of a new password and its confirmation; errors show once a field was left or on submit. */
export function useNewPasswordForm() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState({ password: false, confirm: false });
  const errors = newPasswordErrors(password, confirm);
  return {
    password,
    confirm,
    setPassword,
    setConfirm,
    touched,
    setTouched,
    errors,
    valid: !errors.password && !errors.confirm,
    touchAll: () => setTouched({ password: true, confirm: true }),
  };
}

export type NewPasswordForm = ReturnType<typeof useNewPasswordForm>;

/** The password and confirmation fields of sign-up step 3 and of the reset screen. */
export function NewPasswordFields({
  form,
  label,
  confirmLabel,
}: {
  form: NewPasswordForm;
  label: string;
  confirmLabel: string;
}) {
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        required
        value={form.password}
        onChange={(e) => form.setPassword(e.target.value)}
        onBlur={() => form.setTouched((t) => ({ ...t, password: true }))}
        error={form.touched.password ? form.errors.password : undefined}
      />
      <TextField
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        required
        value={form.confirm}
        onChange={(e) => form.setConfirm(e.target.value)}
        onBlur={() => form.setTouched((t) => ({ ...t, confirm: true }))}
        error={form.touched.confirm ? form.errors.confirm : undefined}
      />
    </>
  );
}
