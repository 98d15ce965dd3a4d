import styled from 'styled-components';
import type { Theme } from './theme';

/** Every status a listing or an application can show. */
export type BadgeStatus = keyof Theme['status'];

const labels: Record<BadgeStatus, string> = {
  submitted: 'Submitted',
  seen: 'Seen',
  shortlisted: 'Shortlisted',
  interview: 'Interview',
  offered: 'Offered',
  hired: 'Hired',
  declined: 'Declined',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  pending: 'Pending',
  posted: 'Posted',
  closed: 'Closed',
  expired: 'Expired',
  removed: 'Removed',
};

/**
 * The status's colours; a status this kit does not know yet (sent by an API or a remote newer
 * than the shell that provides the kit) is drawn as submitted rather than breaking the page.
 */
const colours = (theme: Theme, status: BadgeStatus) =>
  (theme.status as Partial<Theme['status']>)[status] ?? theme.status.submitted;

const Badge = styled.span<{ $status: BadgeStatus }>`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  padding: 0.125rem 0.625rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $status }) => colours(theme, $status).bg};
  color: ${({ theme, $status }) => colours(theme, $status).fg};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.5;
  white-space: nowrap;

  &::before {
    content: '';
    width: 0.375rem;
    height: 0.375rem;
    border-radius: 50%;
    background: currentColor;
  }
`;

/** Props of {@link StatusBadge}. */
export interface StatusBadgeProps {
  status: BadgeStatus;
  /** Text to show instead of the status's own word. */
  label?: string;
  className?: string;
}

/** A coloured pill that always spells the status out, so colour is never the only cue. */
export function StatusBadge({ status, label, className }: StatusBadgeProps) {
  return (
    <Badge $status={status} className={className}>
      {label ?? (labels as Partial<Record<BadgeStatus, string>>)[status] ?? status}
    </Badge>
  );
}
