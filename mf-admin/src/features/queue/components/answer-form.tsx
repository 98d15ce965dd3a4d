import { useState, type FormEvent } from 'react';
import { TEXT_AREA_MAX_LENGTH } from 'api-contract';
import { ActionFailure, Button, TextArea, getErrorDetail } from 'shared-kit';
import styled from 'styled-components';
import { checkAnswer } from '../answer';
import { useAnswerReviewRequest } from '../api/answer-review-request';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  > p {
    flex: 1 1 12rem;
  }
`;

const FAILED = 'Your answer was not sent. Please try again.';

/**
 * A written answer to the employer's request: mailed to them, and the request closes. Checked here
 * as the API checks it; a refusal shows the API's words and keeps what was typed.
 */
export function AnswerForm({
  requestId,
  onAnswered,
}: {
  requestId: string;
  onAnswered: () => void;
}) {
  const answer = useAnswerReviewRequest(requestId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAnswer(reason);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setError(undefined);
    answer.mutate(checked.request, { onSuccess: onAnswered });
  };
  return (
    <Form noValidate onSubmit={submit} aria-label="Answer the employer">
      <TextArea
        label="Your answer (the employer reads it)"
        required
        rows={3}
        maxLength={TEXT_AREA_MAX_LENGTH}
        value={reason}
        error={error}
        onValueChange={(value) => {
          setReason(value);
          if (error) setError(undefined);
        }}
      />
      <Actions>
        <Button type="submit" busy={answer.isPending}>
          Send answer
        </Button>
        {answer.isError && <ActionFailure>{getErrorDetail(answer.error, FAILED)}</ActionFailure>}
      </Actions>
    </Form>
  );
}
