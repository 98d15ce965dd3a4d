import { useEffect } from 'react';
import { BROWSE_SKELETON_COUNT } from 'api-contract/common';
import type { JobCategory } from 'api-contract/listings';
import { Button, LoadFailure, Skeleton, logError, media } from 'shared-kit';
import styled from 'styled-components';
import { column, SkeletonTitle } from 'ui';
import { useCategoryJobs } from '../api/get-jobs-by-category';
import type { BrowseFilter } from '../browse-filter';
import { CategoryIcon } from './category-icon';
import { JobCard } from './job-card';

const Section = styled.section`
  scroll-margin-top: calc(${({ theme }) => theme.layout.navHeight} + 1rem);
  ${column('md')}
  &[hidden] {
    display: none;
  }
`;

const Title = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  svg {
    color: ${({ theme }) => theme.colors.brand};
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const cardPlaceholders = Array.from({ length: BROWSE_SKELETON_COUNT }, (_, i) => (
  <Skeleton key={`skeleton-${i}`} height="15rem" radius="10px" />
));

/** A category section before the categories are known: title, cards and the More row. */
export function CategorySectionSkeleton() {
  return (
    <Section aria-hidden="true">
      <SkeletonTitle size="xl" width="12rem" />
      <Grid>{cardPlaceholders}</Grid>
      <Skeleton width="11rem" height="2.5rem" />
    </Section>
  );
}

/** The element id a Quick Navigation button scrolls to. */
export const sectionId = (code: string) => `category-${code}`;

/** One category: its jobs, skeletons while loading, 'More {category} Jobs' and the end texts. */
export function CategorySection({
  category,
  filter,
  hidden = false,
}: {
  category: JobCategory;
  filter: BrowseFilter;
  /** Kept loaded but out of sight: a search found nothing in it. */
  hidden?: boolean;
}) {
  const jobs = useCategoryJobs(category.code, filter);
  const name = category.display_name;
  const list = jobs.data?.pages.flatMap((page) => page.jobs) ?? [];
  // A failed page says so in its place with Retry, never as an empty list (SPEC section 8 reads
  // a failed first page as empty and only logs a failed 'More': ADR 0016).
  const failed = jobs.isError && !jobs.isFetching;
  const failedMore = failed && jobs.isFetchNextPageError;
  const failedFirst = failed && !failedMore && list.length === 0;
  const hasMore = !jobs.isError && jobs.hasNextPage;

  useEffect(() => {
    if (failed) logError(`Loading ${failedMore ? 'more ' : ''}${name} jobs failed`, jobs.error);
  }, [failed, failedMore, name, jobs.error]);

  return (
    <Section
      id={sectionId(category.code)}
      hidden={hidden}
      aria-labelledby={`${sectionId(category.code)}-title`}
    >
      <Title id={`${sectionId(category.code)}-title`} tabIndex={-1}>
        <CategoryIcon code={category.code} />
        {name}
      </Title>
      <Grid aria-busy={jobs.isFetching}>
        {list.map((job) => (
          <JobCard key={job.id} job={job} />
        ))}
        {(jobs.isPending || jobs.isFetchingNextPage) && cardPlaceholders}
      </Grid>
      {failedFirst && (
        <LoadFailure
          message={`${name} jobs could not be loaded.`}
          onRetry={() => void jobs.refetch()}
        />
      )}
      {failedMore && (
        <LoadFailure
          message={`More ${name} jobs could not be loaded.`}
          onRetry={() => void jobs.fetchNextPage()}
        />
      )}
      {!jobs.isPending && !jobs.isError && list.length === 0 && (
        <Note>No {name} jobs match your filters.</Note>
      )}
      {hasMore ? (
        <div>
          <Button
            variant="secondary"
            busy={jobs.isFetchingNextPage}
            onClick={() => void jobs.fetchNextPage()}
          >
            More {name} Jobs
          </Button>
        </div>
      ) : (
        !jobs.isPending && !jobs.isError && list.length > 0 && <Note>No more {name} jobs.</Note>
      )}
    </Section>
  );
}
