import { paths, Skeleton, SkeletonLine, theme } from 'shared-kit';
import styled from 'styled-components';
import { ButtonLink, spreadRow } from 'ui';

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  p {
    max-width: 34rem;
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** No alerts yet: they are made from a search, on Browse Jobs. */
export function AlertsEmpty() {
  return (
    <Empty>
      <p>
        No job alerts yet. Search for jobs, then choose <strong>Get job alerts</strong> to have new
        matches emailed to you, straight away or once a day.
      </p>
      <ButtonLink href={paths.jobsSearch} $variant="secondary">
        Search Jobs
      </ButtonLink>
    </Empty>
  );
}

const Row = styled.div`
  ${spreadRow('md')}
`;

const Controls = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

/** An alert row while loading: its line, its status line and its controls. */
export function AlertRowPlaceholder() {
  return (
    <Row>
      <div>
        <SkeletonLine width="min(18rem, 100%)" />
        <SkeletonLine fontSize={theme.fontSizes.sm} width="min(14rem, 100%)" />
      </div>
      <Controls>
        <Skeleton width="10.5rem" height="2.5rem" />
        <Skeleton width="5rem" height="2.5rem" />
        <Skeleton width="5rem" height="2.5rem" />
      </Controls>
    </Row>
  );
}
