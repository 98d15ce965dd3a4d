import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { RequestVerificationResponse } from 'api-contract/accounts';
import { validationMessages } from 'api-contract/common';
import { Button, getErrorDetail, isValidEmail, showToast, TextField } from 'shared-kit';
import styled from 'styled-components';
import { useConfirmVerification } from '../api/confirm-verification';
import { useRequestVerification } from '../api/request-verification';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  > :first-child {
    align-self: stretch;
    max-width: 28rem;
  }
`;

const Sent = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  overflow-wrap: anywhere;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

/** Digits only, at most six: a pasted "123 456" or "Code: 123456" still fits. */
const digits = (text: string) => text.replace(/\D/g, '').slice(0, 6);

/**
 * The two steps of verifying: a university or TAFE address (the API mails it a code, or says which
 * addresses count), then the code. A new code can be asked for, or another address used.
 */
export function VerifyStudentForm({
  onVerified,
  onCancel,
}: {
  onVerified?: () => void;
  /** Closes the form (it opens on the student's request). */
  onCancel: () => void;
}) {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sent, setSent] = useState<RequestVerificationResponse | null>(null);
  const [code, setCode] = useState('');
  const request = useRequestVerification();
  const confirm = useConfirmVerification();
  // Each step takes focus when it appears: the control that opened it or moved there is gone.
  const emailField = useRef<HTMLInputElement>(null);
  const codeField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    (sent ? codeField : emailField).current?.focus();
  }, [sent]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setEmailError(validationMessages.email);
      return;
    }
    setEmailError(null);
    request.mutate(email.trim(), {
      onSuccess: (answer) => {
        setSent(answer);
        setCode('');
        confirm.reset();
      },
    });
  };
  const resend = () => {
    if (!sent) return;
    // The last code's error is past: what this send answers is what matters now.
    confirm.reset();
    request.mutate(sent.email, {
      onSuccess: (answer) => {
        setSent(answer);
        setCode('');
        confirm.reset();
        showToast('A new code is on its way.');
      },
    });
  };
  const verify = (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== 6) return;
    request.reset();
    confirm.mutate(code, {
      onSuccess: (verification) => {
        showToast(`You're a verified student at ${verification.institution}.`);
        onVerified?.();
      },
    });
  };

  if (!sent) {
    return (
      <Form onSubmit={send} noValidate aria-label="Verify your student email">
        <TextField
          ref={emailField}
          label="University or TAFE email"
          hint="The address your university or TAFE gave you as a student."
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={
            emailError ??
            (request.isError
              ? getErrorDetail(request.error, 'The code could not be sent. Please try again.')
              : undefined)
          }
        />
        <Buttons>
          <Button type="submit" busy={request.isPending}>
            Email me a code
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </Buttons>
      </Form>
    );
  }
  return (
    <>
      <Sent id="verification-code-sent">
        We emailed a 6-digit code to <strong>{sent.email}</strong> ({sent.institution}). It works
        for 15 minutes.
      </Sent>
      <Form onSubmit={verify} noValidate aria-label="Enter your code">
        <TextField
          ref={codeField}
          label="6-digit code"
          aria-describedby="verification-code-sent"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(digits(e.target.value))}
          error={
            request.isError
              ? getErrorDetail(request.error, 'A new code could not be sent. Please try again.')
              : confirm.isError
                ? getErrorDetail(confirm.error, 'The code could not be checked. Please try again.')
                : undefined
          }
        />
        <Button type="submit" disabled={code.length !== 6} busy={confirm.isPending}>
          Verify
        </Button>
      </Form>
      <Links>
        <Button variant="ghost" size="sm" onClick={resend} busy={request.isPending}>
          Send a new code
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setSent(null);
            request.reset();
            confirm.reset();
          }}
        >
          Use another address
        </Button>
      </Links>
    </>
  );
}
