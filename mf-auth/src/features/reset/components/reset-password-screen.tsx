import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, paths, showToast } from 'shared-kit';
import { AuthCard } from '../../../components/auth-card';
import { AuthForm } from '../../../components/auth-form';
import { NewPasswordFields, useNewPasswordForm } from '../../../components/new-password-fields';
import { AuthFooter, AuthLink } from '../../../components/auth-links';
import { FormMessage } from '../../../components/form-message';
import { errorText } from '../../../lib/error-text';
import { useConfirmReset } from '../api/confirm-reset';
import { useResetToken } from '../hooks/use-reset-token';

/** Reset password with the token from the mailed link; success goes to the login screen. */
export function ResetPasswordScreen() {
  const token = useResetToken();
  const navigate = useNavigate();
  const form = useNewPasswordForm();
  const reset = useConfirmReset();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.touchAll();
    if (!token || !form.valid || reset.isPending) return;
    reset.mutate(
      { token, new_password: form.password },
      {
        onSuccess: () => {
          showToast('Password changed. Log in with your new password.');
          void navigate(paths.login, { replace: true });
        },
      },
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
        <NewPasswordFields form={form} label="New password" confirmLabel="Confirm new password" />
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
