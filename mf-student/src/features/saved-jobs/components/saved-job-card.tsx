import type { SavedJob } from 'api-contract/saved-jobs';
import { Skeleton, SkeletonLine, PayText, theme } from 'shared-kit';
import styled from 'styled-components';
import { ListingState, RemoveButton, SavedJobName, savedOn } from './saved-job-parts';

const Row = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

const Small = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

// When it was saved, and Remove at the end of the same line.
const Foot = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  align-self: stretch;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A saved job as a card, on narrow screens. */
export function SavedJobCard({
  job,
  busy,
  onRemove,
}: {
  job: SavedJob;
  busy: boolean;
  onRemove: (job: SavedJob) => void;
}) {
  return (
    <Row>
      <SavedJobName job={job} />
      <Small>{job.location}</Small>
      <Small>
        <PayText pay={job.pay} />
      </Small>
      <Small>
        <ListingState job={job} />
      </Small>
      <Foot>
        <span>{savedOn(job)}</span>
        <RemoveButton job={job} busy={busy} onRemove={onRemove} />
      </Foot>
    </Row>
  );
}

/** {@link SavedJobCard} while loading. */
export function SavedJobCardPlaceholder() {
  return (
    <Row>
      <div>
        <SkeletonLine width="11rem" />
        <SkeletonLine width="8rem" />
      </div>
      <SkeletonLine fontSize={theme.fontSizes.sm} width="9rem" />
      <SkeletonLine fontSize={theme.fontSizes.sm} width="13rem" />
      <SkeletonLine fontSize={theme.fontSizes.sm} width="9rem" />
      <Foot>
        <SkeletonLine fontSize={theme.fontSizes.sm} width="8rem" />
        <Skeleton width="5.5rem" height="2rem" />
      </Foot>
    </Row>
  );
}
