import { useState } from 'react';
import type { StudentVerification } from 'api-contract/accounts';
import {
  Button,
  ConfirmDialog,
  formatDate,
  getErrorDetail,
  showToast,
  VerifiedBadge,
} from 'shared-kit';
import styled from 'styled-components';
import { useRemoveVerification } from '../api/remove-verification';
import { StatusRow } from './status-row';
import { VerifyStudentForm } from './verify-student-form';

const Dates = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-left: auto;
`;

const Failure = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** Within a month of the end the student is asked to verify again (the reminder mail: two weeks). */
const endsSoon = (verification: StudentVerification, now = Date.now()) =>
  Date.parse(verification.expires_at) - now < 30 * 24 * 60 * 60 * 1000;

/** A verified student's badge and dates, with Verify again and Remove. */
export function VerifiedStatus({ verification }: { verification: StudentVerification }) {
  const [again, setAgain] = useState(false);
  const [removing, setRemoving] = useState(false);
  const remove = useRemoveVerification();
  return (
    <>
      <StatusRow>
        <VerifiedBadge verification={verification} />
        <Dates>
          {endsSoon(verification) ? 'Ends' : 'Until'} {formatDate(verification.expires_at)}
          {endsSoon(verification) ? ': verify again to keep it' : ''}
        </Dates>
        <Actions>
          {!again && (
            <Button variant="secondary" size="sm" onClick={() => setAgain(true)}>
              Verify again
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={() => setRemoving(true)}>
            Remove
          </Button>
        </Actions>
      </StatusRow>
      {again && (
        <VerifyStudentForm onCancel={() => setAgain(false)} onVerified={() => setAgain(false)} />
      )}
      {remove.isError && (
        <Failure role="alert">
          {getErrorDetail(
            remove.error,
            'Your verification could not be removed. Please try again.',
          )}
        </Failure>
      )}
      <ConfirmDialog
        open={removing}
        title="Remove your verification?"
        message="Employers will no longer see that you are a verified student, and we delete the address you verified. You can verify again at any time."
        confirmLabel="Remove"
        tone="danger"
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => showToast('Your verification was removed.'),
            onSettled: () => setRemoving(false),
          })
        }
        onCancel={() => setRemoving(false)}
      />
    </>
  );
}
