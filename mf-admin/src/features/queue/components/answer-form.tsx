import { useState, type FormEvent } from 'react';
import { ActionFailure, Button, getErrorDetail } from 'shared-kit';
import styled from 'styled-components';
import { column, wrappingRow } from 'ui';
import { ReasonField } from '../../../components/reason-field';
import { checkAnswer } from '../answer';
import { useAnswerReviewRequest } from '../api/answer-review-request';

const Form = styled.form`
  ${column('sm')}
`;

const Actions = styled.div`
  ${wrappingRow('sm', 'md')}
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
      <ReasonField
        label="Your answer (the employer reads it)"
        value={reason}
        error={error}
        onChange={(value) => {
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
