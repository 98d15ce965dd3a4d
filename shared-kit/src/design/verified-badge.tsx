import styled from 'styled-components';
import { type StudentVerification, verificationLabel } from 'api-contract/accounts';

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  max-width: 100%;
  padding: 0.125rem 0.625rem 0.125rem 0.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  /* The pair the 'posted' status uses: at least 4.5:1. */
  background: ${({ theme }) => theme.status.posted.bg};
  color: ${({ theme }) => theme.status.posted.fg};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.5;
  svg {
    flex: none;
  }
`;

/** The label with no-break spaces inside its parts: a narrow screen breaks it only at a "·". */
const unbrokenParts = (label: string) =>
  label
    .split(' · ')
    .map((part) => part.replaceAll(' ', '\u00a0'))
    .join(' · ');

/** Props of {@link VerifiedBadge}. */
export interface VerifiedBadgeProps {
  verification: StudentVerification;
  className?: string;
}

/**
 * "Verified student · UNSW · since Nov 2026": the student confirmed an address of that university
 * or TAFE within the last year. An unverified student shows nothing, never a warning.
 */
export function VerifiedBadge({ verification, className }: VerifiedBadgeProps) {
  return (
    <Badge className={className}>
      <svg
        aria-hidden="true"
        width="14"
        height="14"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5z" />
        <path d="m9 12 2 2 4-4" />
      </svg>
      {unbrokenParts(verificationLabel(verification))}
    </Badge>
  );
}
