import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { validationMessages } from 'api-contract/common';
import {
  Button,
  TextField,
  getAuthFlow,
  isValidEmail,
  paths,
  setAuthFlowStage,
  setSignupToken,
} from 'shared-kit';
import { AuthCard } from '../../../components/auth-card';
import { AuthForm } from '../../../components/auth-form';
import { AuthFooter, AuthLink } from '../../../components/auth-links';
import { FormMessage } from '../../../components/form-message';
import { errorText } from '../../../lib/error-text';
import { useStartSignup } from '../api/start-signup';
import { useSignupStage } from '../hooks/use-signup-stage';
import { rememberSignupEmail, signupEmail } from '../signup-email';
import { signupRole, takeSignupRoleFromLink } from '../signup-role';

/** Sign-up step 1: the email address the code is sent to. */
export function SignupEmailScreen() {
  const [search] = useSearchParams();
  // Read before the stage check below starts a new flow, which tells a fresh start from a return.
  const [employer] = useState(() => {
    takeSignupRoleFromLink(search, getAuthFlow() !== null);
    return signupRole() === 'employer';
  });
  const redirect = useSignupStage('email');
  const navigate = useNavigate();
  const [email, setEmail] = useState(() => signupEmail() ?? '');
  const [touched, setTouched] = useState(false);
  const start = useStartSignup();
  const valid = isValidEmail(email);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || start.isPending) return;
    const address = email.trim();
    start.mutate(
      { email: address },
      {
        onSuccess: ({ session_token }) => {
          setSignupToken(session_token);
          rememberSignupEmail(address);
          setAuthFlowStage('verify');
          void navigate(paths.confirm);
        },
      },
    );
  };

  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <AuthCard
      step={1}
      title={employer ? 'Create your employer account' : 'Create your account'}
      intro={
        employer
          ? "Enter your email and we'll send you a six-digit code to confirm it. Your business details come at the last step."
          : "Enter your email and we'll send you a six-digit code to confirm it."
      }
    >
      <AuthForm onSubmit={submit} noValidate>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && email !== '' && !valid ? validationMessages.email : undefined}
        />
        <FormMessage tone="error">
          {start.isError &&
            errorText(start.error, 'Failed to start signup. Please try again.', true)}
        </FormMessage>
        <Button type="submit" fullWidth disabled={!valid} busy={start.isPending}>
          Continue
        </Button>
      </AuthForm>
      <AuthFooter>
        Already have an account? <AuthLink to={paths.login}>Log in</AuthLink>
      </AuthFooter>
    </AuthCard>
  );
}
