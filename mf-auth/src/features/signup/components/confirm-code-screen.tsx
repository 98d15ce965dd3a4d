import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import {
  Button,
  clearSignupToken,
  getAuthFlow,
  getSignupToken,
  paths,
  setAuthFlowStage,
} from 'shared-kit';
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

/** The API sends at most one code a minute (a resend sooner is refused with a 429). */
export const RESEND_COOLDOWN_MS = 60_000;

/** Seconds until a code sent at `sentAt` may be followed by another (0: now). */
export function resendWait(sentAt: number, now: number): number {
  return Math.max(0, Math.ceil((sentAt + RESEND_COOLDOWN_MS - now) / 1000));
}

/** Sign-up step 2: the six-digit code from the email, with Resend and 'That wasn't my email'. */
export function ConfirmCodeScreen() {
  const redirect = useSignupStage('verify');
  const navigate = useNavigate();
  const [digits, setDigits] = useState(emptyCode);
  const verify = useVerifyCode();
  const resend = useResendCode();
  // The first code went out when the flow started; Resend counts down to when another may.
  const [sentAt, setSentAt] = useState(() => getAuthFlow()?.createdAt ?? 0);
  const [now, setNow] = useState(() => Date.now());
  const wait = resendWait(sentAt, now);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [wait, now]);
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
    resend.mutate(
      { session_token: token },
      {
        onSuccess: () => {
          // A new code: the wrong digits go, and the next resend waits its minute.
          setDigits(emptyCode());
          setSentAt(Date.now());
          setNow(Date.now());
        },
      },
    );
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
          {verify.isError
            ? errorText(verify.error, 'Verification failed. Please try again.', true)
            : resend.isError
              ? errorText(resend.error, 'Failed to resend code. Please try again.', false)
              : null}
        </FormMessage>
        <FormMessage tone="success">{resend.isSuccess && 'Code resent to your email.'}</FormMessage>
        <Button type="submit" fullWidth disabled={!complete} busy={verify.isPending}>
          Continue
        </Button>
        <Actions>
          <LinkButton type="button" onClick={sendAgain} disabled={resend.isPending || wait > 0}>
            {resend.isPending
              ? 'Resending...'
              : wait > 0
                ? `Resend code in ${wait} s`
                : 'Resend code'}
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
