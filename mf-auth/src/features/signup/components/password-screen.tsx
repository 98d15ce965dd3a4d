import type { FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { PASSWORD_MIN_LENGTH } from 'api-contract/common';
import { Button, getSignupToken, paths, setAuthFlowStage } from 'shared-kit';
import { AuthCard } from '../../../components/auth-card';
import { AuthForm } from '../../../components/auth-form';
import { NewPasswordFields, useNewPasswordForm } from '../../../components/new-password-fields';
import { FormMessage } from '../../../components/form-message';
import { errorText } from '../../../lib/error-text';
import { useSetPassword } from '../api/set-password';
import { useSignupStage } from '../hooks/use-signup-stage';

/** Sign-up step 3: the password and its confirmation. */
export function PasswordScreen() {
  const redirect = useSignupStage('password');
  const navigate = useNavigate();
  const form = useNewPasswordForm();
  const save = useSetPassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.touchAll();
    const token = getSignupToken();
    if (!token) {
      setAuthFlowStage('email');
      return void navigate(paths.signup);
    }
    if (!form.valid || save.isPending) return;
    save.mutate(
      { session_token: token, password: form.password },
      {
        onSuccess: () => {
          setAuthFlowStage('details');
          void navigate(paths.details);
        },
      },
    );
  };

  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <AuthCard
      step={3}
      title="Create a password"
      intro={`Use at least ${PASSWORD_MIN_LENGTH} characters. A short sentence is easy to remember and hard to guess.`}
    >
      <AuthForm onSubmit={submit} noValidate>
        <NewPasswordFields form={form} label="Password" confirmLabel="Confirm password" />
        <FormMessage tone="error">
          {save.isError &&
            errorText(save.error, 'Failed to set password. Please try again.', false)}
        </FormMessage>
        {/* Disabled until both fields are valid, like the email step's Continue. */}
        <Button type="submit" fullWidth busy={save.isPending} disabled={!form.valid}>
          Continue
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
