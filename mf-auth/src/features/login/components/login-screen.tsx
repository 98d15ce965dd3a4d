import { useState, type FormEvent } from 'react';
import { validationMessages } from 'api-contract/common';
import { Button, TextField, isValidEmail, paths } from 'shared-kit';
import styled from 'styled-components';
import { AuthCard } from '../../../components/auth-card';
import { AuthForm } from '../../../components/auth-form';
import { AuthFooter, AuthLink } from '../../../components/auth-links';
import { FormMessage } from '../../../components/form-message';
import { ShowPassword } from '../../../components/show-password';
import { errorText } from '../../../lib/error-text';
import { finishSignIn } from '../../../lib/finish-sign-in';
import { useLogin } from '../api/login';

const ForgotLine = styled.p`
  margin: -${({ theme }) => theme.space.sm} 0 0;
  text-align: right;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Log in with email and password; a failure shows the server's text and clears the password. */
export function LoginScreen() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [emailTouched, setEmailTouched] = useState(false);
  const login = useLogin();
  const canSubmit = isValidEmail(email) && password !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit || login.isPending) return;
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (user) => finishSignIn(user),
        onError: () => setPassword(''),
      },
    );
  };

  return (
    <AuthCard title="Log in" intro="Welcome back to Student Gigs.">
      <AuthForm onSubmit={submit} noValidate>
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => setEmailTouched(true)}
          error={
            emailTouched && email !== '' && !isValidEmail(email)
              ? validationMessages.email
              : undefined
          }
        />
        <TextField
          label="Password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <ShowPassword shown={showPassword} onChange={setShowPassword} />
        <ForgotLine>
          <AuthLink to={paths.resetEmail}>Forgot your password?</AuthLink>
        </ForgotLine>
        <FormMessage tone="error">
          {login.isError && errorText(login.error, 'Login failed. Please try again.', true)}
        </FormMessage>
        <Button type="submit" fullWidth disabled={!canSubmit} busy={login.isPending}>
          Log in
        </Button>
      </AuthForm>
      <AuthFooter>
        New to Student Gigs? <AuthLink to={paths.signup}>Create an account</AuthLink>
      </AuthFooter>
    </AuthCard>
  );
}
