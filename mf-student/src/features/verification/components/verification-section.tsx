import { useState } from 'react';
import {
  Button,
  Card,
  ConfirmDialog,
  ErrorState,
  formatDate,
  getErrorDetail,
  Heading,
  SkeletonText,
  showToast,
  VerifiedBadge,
  type StudentProfileResponse,
  type StudentVerification,
} from 'shared-kit';
import styled from 'styled-components';
import { useRemoveVerification } from '../api/remove-verification';
import { VerifyStudentForm } from './verify-student-form';

const Text = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 44rem;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Failure = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** Within a month of the end, the student is offered to verify again (the reminder mail comes at two weeks). */
const endsSoon = (verification: StudentVerification, now = Date.now()) =>
  Date.parse(verification.expires_at) - now < 30 * 24 * 60 * 60 * 1000;

function Verified({ verification }: { verification: StudentVerification }) {
  const [again, setAgain] = useState(false);
  const [removing, setRemoving] = useState(false);
  const remove = useRemoveVerification();
  return (
    <>
      <Row>
        <VerifiedBadge verification={verification} />
        <Actions>
          <Button variant="secondary" size="sm" onClick={() => setAgain((open) => !open)}>
            {again ? 'Cancel' : 'Verify again'}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setRemoving(true)}>
            Remove
          </Button>
        </Actions>
      </Row>
      <Text>
        You confirmed your {verification.institution} email address on{' '}
        {formatDate(verification.verified_at)}. Employers see the badge on your applications until{' '}
        {formatDate(verification.expires_at)}
        {endsSoon(verification) ? ': verify again to keep it.' : '.'}
      </Text>
      {again && <VerifyStudentForm onVerified={() => setAgain(false)} />}
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

/**
 * Student verification on the profile: the badge and its dates when verified, else a card that
 * asks the student to verify with their university or TAFE address; if the profile could not be
 * loaded, says so with Retry rather than loading for ever.
 */
export function VerificationSection({
  profile,
  onRetry,
}: {
  profile: StudentProfileResponse | undefined;
  /** Given when the profile failed to load. */
  onRetry?: () => void;
}) {
  const verification = profile?.verification;
  return (
    <Card as="section" aria-labelledby="verification-title">
      <Heading id="verification-title">
        {!profile || verification ? 'Student verification' : 'Verify your student status'}
      </Heading>
      {!profile && onRetry ? (
        <ErrorState
          title="Your verification could not be loaded"
          message="Check your connection and try again."
          onAction={onRetry}
        />
      ) : !profile ? (
        <SkeletonText lines={3} />
      ) : verification ? (
        <Verified verification={verification} />
      ) : (
        <>
          <Text>
            Employers see a &ldquo;Verified student&rdquo; badge on your applications once you
            confirm an email address your Australian university or TAFE gave you. It lasts a year,
            and shows you control that address, not your enrolment or results.
          </Text>
          <VerifyStudentForm />
        </>
      )}
    </Card>
  );
}
