import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Button, clearSignupToken, getSignupToken, paths, setAuthFlowStage } from 'shared-kit';
import styled from 'styled-components';
import { AuthCard } from '../../../components/auth-card';
import { AuthForm } from '../../../components/auth-form';
import { AuthFooter, LinkButton } from '../../../components/auth-links';
import { FormMessage } from '../../../components/form-message';
import { errorText } from '../../../lib/error-text';
import { useResendCode } from '../api/resend-code';
import { useVerifyCode } from '../api/verify-code';
import { useSignupStage } from '../hooks/use-signup-stage';
import { signupEmail } from '../signup-email';
import { CodeInput, emptyCode } from './code-input';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Sign-up step 2: the six-digit code from the email, with Resend and 'That wasn't my email'. */
export function ConfirmCodeScreen() {
  const redirect = useSignupStage('verify');
  const navigate = useNavigate();
  const [digits, setDigits] = useState(emptyCode);
  const verify = useVerifyCode();
  const resend = useResendCode();
  const code = digits.join('');
  const complete = /^\d{6}$/.test(code);

  const restart = () => {
    clearSignupToken();
    setAuthFlowStage('email');
    void navigate(paths.signup);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const token = getSignupToken();
    if (!token) return restart();
    if (!complete || verify.isPending) return;
    resend.reset();
    verify.mutate(
      { session_token: token, code },
      {
        onSuccess: () => {
          setAuthFlowStage('password');
          void navigate(paths.password);
        },
      },
    );
  };

  const sendAgain = () => {
    const token = getSignupToken();
    if (!token) return restart();
    verify.reset();
    resend.mutate({ session_token: token });
  };

  if (redirect) return <Navigate to={redirect} replace />;
  const email = signupEmail();
  return (
    <AuthCard
      step={2}
      title="Check your email"
      intro={
        <>Enter the six-digit code we sent to {email ? <strong>{email}</strong> : 'your email'}.</>
      }
    >
      <AuthForm onSubmit={submit} noValidate>
        <CodeInput value={digits} onChange={setDigits} disabled={verify.isPending} />
        <FormMessage tone="error">
          {verify.isError &&
            errorText(verify.error, 'Verification failed. Please try again.', true)}
          {resend.isError &&
            errorText(resend.error, 'Failed to resend code. Please try again.', false)}
        </FormMessage>
        <FormMessage tone="success">{resend.isSuccess && 'Code resent to your email.'}</FormMessage>
        <Button type="submit" fullWidth disabled={!complete} busy={verify.isPending}>
          Continue
        </Button>
        <Actions>
          <LinkButton type="button" onClick={sendAgain} disabled={resend.isPending}>
            {resend.isPending ? 'Resending...' : 'Resend code'}
          </LinkButton>
          <LinkButton type="button" onClick={restart}>
            That wasn&apos;t my email
          </LinkButton>
        </Actions>
      </AuthForm>
      <AuthFooter>The code expires 15 minutes after you started signing up.</AuthFooter>
    </AuthCard>
  );
}
