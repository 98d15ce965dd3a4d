import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, TextField, paths } from 'shared-kit';
import { AuthCard } from '../../../components/auth-card';
import { AuthForm } from '../../../components/auth-form';
import { AuthFooter, AuthLink } from '../../../components/auth-links';
import { FormMessage } from '../../../components/form-message';
import { errorText } from '../../../lib/error-text';
import { newPasswordErrors } from '../../../lib/new-password';
import { useConfirmReset } from '../api/confirm-reset';

/** Reset password with the token from the mailed link; success goes to the login screen. */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState({ password: false, confirm: false });
  const reset = useConfirmReset();
  const errors = newPasswordErrors(password, confirm);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ password: true, confirm: true });
    if (!token || errors.password || errors.confirm || reset.isPending) return;
    reset.mutate(
      { token, new_password: password },
      { onSuccess: () => void navigate(paths.login, { replace: true }) },
    );
  };

  if (!token) {
    return (
      <AuthCard
        title="Reset your password"
        intro="This reset link is incomplete. Please open the link from your email again, or ask for a new one."
      >
        <AuthFooter>
          <AuthLink to={paths.resetEmail}>Send a new reset link</AuthLink>
        </AuthFooter>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset your password" intro="Choose a new password for your account.">
      <AuthForm onSubmit={submit} noValidate>
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, password: true }))}
          error={touched.password ? errors.password : undefined}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, confirm: true }))}
          error={touched.confirm ? errors.confirm : undefined}
        />
        <FormMessage tone="error">
          {reset.isError && errorText(reset.error, 'Failed to reset password. Try again.', true)}
        </FormMessage>
        <Button type="submit" fullWidth busy={reset.isPending}>
          Reset password
        </Button>
      </AuthForm>
      <AuthFooter>
        <AuthLink to={paths.resetEmail}>Send a new reset link</AuthLink>
      </AuthFooter>
    </AuthCard>
  );
}
