import { useState, type ReactNode } from 'react';
import type { StudentProfileResponse } from 'api-contract/accounts';
import { Button, Card, ErrorState, Heading, Skeleton } from 'shared-kit';
import styled from 'styled-components';
import { StatusRow } from './status-row';
import { VerifiedStatus } from './verified-status';
import { VerifyStudentForm } from './verify-student-form';

const Text = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 44rem;
`;

/** What "verified" means, said the same way whatever the student's state. */
const MEANING = (
  <>
    Employers see a &ldquo;Verified student&rdquo; badge on the applications of students who confirm
    an email address their Australian university or TAFE gave them. It lasts a year, and shows
    control of that address, not enrolment or results.
  </>
);

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby="verification-title">
      <Heading id="verification-title">{title}</Heading>
      <Text>{MEANING}</Text>
      {children}
    </Card>
  );
}

/** Not verified: a button opens the address form (a change the student asked for). */
function Unverified() {
  const [open, setOpen] = useState(false);
  if (open) return <VerifyStudentForm onCancel={() => setOpen(false)} />;
  return (
    <StatusRow>
      <Button onClick={() => setOpen(true)}>Verify my student email</Button>
    </StatusRow>
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
  if (!profile && onRetry) {
    return (
      <Frame title="Student verification">
        <ErrorState
          title="Your verification could not be loaded"
          message="Check your connection and try again."
          onAction={onRetry}
        />
      </Frame>
    );
  }
  // Loading: most students are not verified yet, so the card keeps that title (a title that wraps
  // differently would move everything below when the profile arrives).
  if (!profile) {
    return (
      <Frame title="Verify your student status">
        <StatusRow aria-busy="true">
          <Skeleton width="14rem" height="2.5rem" />
        </StatusRow>
      </Frame>
    );
  }
  return profile.verification ? (
    <Frame title="Student verification">
      <VerifiedStatus verification={profile.verification} />
    </Frame>
  ) : (
    <Frame title="Verify your student status">
      <Unverified />
    </Frame>
  );
}
