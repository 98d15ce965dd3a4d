import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import {
  Button,
  PASSWORD_MIN_LENGTH,
  TextField,
  getSignupToken,
  paths,
  setAuthFlowStage,
} from 'shared-kit';
import { AuthCard } from '../../../components/auth-card';
import { AuthForm } from '../../../components/auth-form';
import { FormMessage } from '../../../components/form-message';
import { errorText } from '../../../lib/error-text';
import { useSetPassword } from '../api/set-password';
import { useSignupStage } from '../hooks/use-signup-stage';
import { newPasswordErrors } from '../../../lib/new-password';

/** Sign-up step 3: the password and its confirmation. */
export function PasswordScreen() {
  const redirect = useSignupStage('password');
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState({ password: false, confirm: false });
  const save = useSetPassword();
  const errors = newPasswordErrors(password, confirm);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ password: true, confirm: true });
    const token = getSignupToken();
    if (!token) {
      setAuthFlowStage('email');
      return void navigate(paths.signup);
    }
    if (errors.password || errors.confirm || save.isPending) return;
    save.mutate(
      { session_token: token, password },
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
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, password: true }))}
          error={touched.password ? errors.password : undefined}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, confirm: true }))}
          error={touched.confirm ? errors.confirm : undefined}
        />
        <FormMessage tone="error">
          {save.isError &&
            errorText(save.error, 'Failed to set password. Please try again.', false)}
        </FormMessage>
        <Button type="submit" fullWidth busy={save.isPending}>
          Continue
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
