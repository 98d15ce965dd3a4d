import type { SavedJob } from 'api-contract/saved-jobs';
import {
  Button,
  RemoteLink,
  SkeletonLine,
  StatusBadge,
  focusRing,
  formatDate,
  paths,
  theme,
} from 'shared-kit';
import styled from 'styled-components';
import {
  actionsCellPlaceholder,
  jobCellPlaceholder,
  payCellPlaceholder,
} from '../../../lib/cell-placeholders';
import { listingStateBadge } from '../../../lib/listing-state';

const JobRoot = styled.div`
  display: flex;
  flex-direction: column;
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const TitleLink = styled(RemoteLink)`
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  text-decoration-color: transparent;
  text-underline-offset: 2px;
  &:hover {
    color: ${({ theme }) => theme.colors.brandHover};
    text-decoration-color: currentColor;
  }
  &:focus-visible {
    ${focusRing}
  }
`;

/** The title, a link to the job while it is still listed, over the business name. */
export function SavedJobName({ job }: { job: SavedJob }) {
  return (
    <JobRoot>
      {/* A removed listing has no page to open. */}
      {job.availability === 'removed' ? (
        <strong>{job.title}</strong>
      ) : (
        <TitleLink href={paths.jobApply(job.id)}>{job.title}</TitleLink>
      )}
      <span>{job.business_name}</span>
    </JobRoot>
  );
}

const Closes = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

/** Whether it still takes applications: until when, or a pill saying why not. */
export function ListingState({ job }: { job: SavedJob }) {
  const badge = listingStateBadge(job.availability);
  return badge ? (
    <StatusBadge status={badge.status} label={badge.label} />
  ) : (
    <Closes>Open until {formatDate(job.expiry)}</Closes>
  );
}

/** "Saved Nov 3, 2026": the house date format (SPEC section 9), as "Submitted …" beside it. */
export function savedOn(job: SavedJob) {
  return `Saved ${formatDate(job.created_at)}`;
}

/** Remove, named with the job's title; busy while its own removal runs. */
export function RemoveButton({
  job,
  busy,
  onRemove,
}: {
  job: SavedJob;
  busy: boolean;
  onRemove: (job: SavedJob) => void;
}) {
  return (
    <Button
      variant="secondary"
      size="sm"
      busy={busy}
      aria-label={`Remove from saved jobs: ${job.title}`}
      onClick={() => onRemove(job)}
    >
      Remove
    </Button>
  );
}

/** Table cells while loading, each as tall as the loaded cell. */
export const savedJobPlaceholders = {
  job: jobCellPlaceholder,
  pay: payCellPlaceholder,
  line: <SkeletonLine fontSize={theme.fontSizes.sm} width="7rem" />,
  actions: actionsCellPlaceholder,
};
