import { useState } from 'react';
import { TextField } from 'shared-kit';
import { newPasswordErrors } from '../lib/new-password';
import { ShowPassword } from './show-password';

/**
 * State of a new password and its confirmation. The password's error shows once it was left or on
 * submit; a confirmation that does not match shows as soon as it is as long as the password (the
 * person has finished typing it), or once it was left.
 */
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
    confirmShown: touched.confirm || (password !== '' && confirm.length >= password.length),
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
  const [shown, setShown] = useState(false);
  const type = shown ? 'text' : 'password';
  return (
    <>
      <TextField
        label={label}
        type={type}
        autoComplete="new-password"
        required
        value={form.password}
        onChange={(e) => form.setPassword(e.target.value)}
        onBlur={() => form.setTouched((t) => ({ ...t, password: true }))}
        error={form.touched.password ? form.errors.password : undefined}
      />
      <TextField
        label={confirmLabel}
        type={type}
        autoComplete="new-password"
        required
        value={form.confirm}
        onChange={(e) => form.setConfirm(e.target.value)}
        onBlur={() => form.setTouched((t) => ({ ...t, confirm: true }))}
        error={form.confirmShown ? form.errors.confirm : undefined}
      />
      <ShowPassword shown={shown} onChange={setShown} label="Show passwords" />
    </>
  );
}
