import { useState, type FormEvent } from 'react';
import { reinstateEmployerRequest } from 'api-contract/moderation';
import { ActionFailure, Button, getErrorDetail } from 'shared-kit';
import styled from 'styled-components';
import { useReinstateEmployer } from '../hooks/use-reinstate-employer';
import { ReasonField } from './reason-field';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
  > * {
    align-self: stretch;
  }
  button {
    align-self: flex-start;
  }
`;

/**
 * Opens posting again for an employer our team paused, once the account is reviewed: the reason
 * is mailed to them. Checked here as the API checks it; a failure keeps the text. Shared by the
 * review (its employer block) and the queue's requests (an employer asking about their posting).
 */
export function ReinstateForm({
  employerId,
  onReinstated,
}: {
  employerId: string;
  onReinstated: () => void;
}) {
  const reinstate = useReinstateEmployer(employerId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = reinstateEmployerRequest.safeParse({ reason });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    reinstate.mutate(checked.data, { onSuccess: onReinstated });
  };
  return (
    <Form noValidate onSubmit={submit} aria-label="Reinstate posting">
      <ReasonField
        label="Why posting can open again (the employer reads it)"
        value={reason}
        error={error}
        onChange={(value) => {
          setReason(value);
          if (error) setError(undefined);
        }}
      />
      <Button type="submit" variant="secondary" busy={reinstate.isPending}>
        Reinstate posting
      </Button>
      {reinstate.isError && (
        <ActionFailure>
          {getErrorDetail(reinstate.error, 'Posting was not reinstated. Please try again.')}
        </ActionFailure>
      )}
    </Form>
  );
}
