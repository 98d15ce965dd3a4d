import { useState, type FormEvent } from 'react';
import { validationMessages } from 'api-contract/common';
import { Button, TextField, isValidEmail, paths } from 'shared-kit';
import { AuthCard } from '../../../components/auth-card';
import { AuthForm } from '../../../components/auth-form';
import { AuthFooter, AuthLink } from '../../../components/auth-links';
import { FormMessage } from '../../../components/form-message';
import { errorText } from '../../../lib/error-text';
import { useRequestReset } from '../api/request-reset';

/**
 * Forgot password: send a reset link, then 'Check your email' with one resend. The screen is the
 * same whether or not an account exists for the address.
 */
export function ForgotPasswordScreen() {
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useRequestReset();
  const resend = useRequestReset();
  const valid = isValidEmail(email);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || send.isPending) return;
    const address = email.trim();
    send.mutate({ email: address }, { onSuccess: () => setSentTo(address) });
  };

  if (sentTo !== null) {
    const resendMessage = resend.isSuccess || resend.isError;
    return (
      <AuthCard
        title="Check your email"
        intro={
          <>
            If an account exists for <strong>{sentTo}</strong>, a link to reset your password is on
            its way. It works for 30 minutes.
          </>
        }
      >
        <AuthForm as="div">
          <FormMessage tone="success">{resend.isSuccess && 'Email resent'}</FormMessage>
          <FormMessage tone="error">
            {resend.isError && errorText(resend.error, 'Failed to resend email', false)}
          </FormMessage>
          <Button
            type="button"
            variant="secondary"
            fullWidth
            disabled={!valid || resend.isPending || resendMessage}
            onClick={() => resend.mutate({ email: sentTo })}
          >
            {resend.isPending ? 'Resending...' : 'Resend email'}
          </Button>
        </AuthForm>
        <AuthFooter>
          <AuthLink to={paths.login}>Back to log in</AuthLink>
        </AuthFooter>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter your email and we'll send you a link to reset your password."
    >
      <AuthForm onSubmit={submit} noValidate>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && !valid ? validationMessages.email : undefined}
        />
        <FormMessage tone="error">
          {send.isError &&
            errorText(send.error, 'Something went wrong. Please try again later.', false)}
        </FormMessage>
        <Button type="submit" fullWidth disabled={!valid || send.isPending}>
          {send.isPending ? 'Sending...' : 'Send reset link'}
        </Button>
      </AuthForm>
      <AuthFooter>
        Remembered it? <AuthLink to={paths.login}>Log in</AuthLink>
      </AuthFooter>
    </AuthCard>
  );
}
