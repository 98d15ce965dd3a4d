import { useEffect } from 'react';
import { type JobCategory } from 'api-contract';
import { useCategories } from 'api-calls';
import { ErrorState, logError } from 'shared-kit';
import styled from 'styled-components';
import type { BrowseFilter } from '../browse-filter';
import type { SearchOutcome } from '../hooks/use-search-outcome';
import { CategorySection, CategorySectionSkeleton } from './category-section';
import { NoMatches } from './no-matches';
import { QuickNavigation, QuickNavigationSkeleton } from './quick-navigation';

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxl};
  &[hidden] {
    display: none;
  }
`;

const NO_CATEGORIES: readonly JobCategory[] = [];

/**
 * The Quick Navigation grid and one section per category, in the API's order. A search that found
 * nothing anywhere says so once instead; the sections stay mounted (hidden) with their queries.
 */
export function CategoryList({
  filter,
  outcome = 'some',
  onClearWords = () => {},
}: {
  filter: BrowseFilter;
  outcome?: SearchOutcome;
  onClearWords?: () => void;
}) {
  const categories = useCategories();
  // SPEC section 8's fixed text, with Retry; not the server's detail or the error's message, which
  // for a failed server is the raw "Internal Server Error" (docs/architecture.md).
  const failure = categories.isError && !categories.isFetching;
  useEffect(() => {
    if (failure) logError('Loading the job categories failed', categories.error);
  }, [failure, categories.error]);
  const list = categories.data?.categories ?? NO_CATEGORIES;
  // Until the categories arrive, their shapes hold the page's height, so Back to Top and the
  // footer start where they will stay.
  if (categories.isPending || (categories.isError && categories.isFetching)) {
    return (
      <>
        <QuickNavigationSkeleton />
        <Sections>
          <CategorySectionSkeleton />
          <CategorySectionSkeleton />
        </Sections>
      </>
    );
  }
  const noMatches = filter.words !== '' && outcome === 'none' && !failure;
  return (
    <>
      {failure && (
        <ErrorState
          title="Failed to load categories"
          message="The jobs could not be shown. Check your connection and try again."
          onAction={() => void categories.refetch()}
        />
      )}
      {noMatches && <NoMatches words={filter.words} onClear={onClearWords} />}
      {list.length > 0 && !noMatches && <QuickNavigation categories={list} />}
      <Sections hidden={noMatches}>
        {list.map((category) => (
          <CategorySection key={category.code} category={category} filter={filter} />
        ))}
      </Sections>
    </>
  );
}
