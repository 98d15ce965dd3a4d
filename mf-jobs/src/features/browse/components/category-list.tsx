import { useEffect } from 'react';
import type { JobCategory } from 'api-contract/listings';
import { useCategories } from 'api-calls';
import { LoadFailure, logError } from 'shared-kit';
import styled from 'styled-components';
import { column } from 'ui';
import type { BrowseFilter } from '../browse-filter';
import type { SearchResults } from '../hooks/use-search-outcome';
import { CategorySection, CategorySectionSkeleton } from './category-section';
import { NoMatches } from './no-matches';
import { QuickNavigation, QuickNavigationSkeleton } from './quick-navigation';

const Sections = styled.div`
  ${column('xxl')}
  &[hidden] {
    display: none;
  }
`;

const Elsewhere = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const NO_CATEGORIES: readonly JobCategory[] = [];
const SOME: SearchResults = { outcome: 'some', shown: 0, more: false, moreIn: [], empty: [] };

/** "No matches in 4 other categories (Retail, Events, Office, Other)". */
const elsewhere = (names: readonly string[]) =>
  `No matches in ${names.length} other ${names.length === 1 ? 'category' : 'categories'} (${names.join(', ')})`;

/**
 * The Quick Navigation grid and one section per category, in the API's order. When every category
 * found nothing, that is said once (with the ways to widen the search) instead; when nothing could
 * be shown because categories failed, one failure with Retry says so at the top. A search that
 * found some hides the categories without a match behind one line. Hidden sections stay mounted
 * with their queries.
 */
export function CategoryList({
  filter,
  results = SOME,
  onChange = () => {},
  onRetry = () => {},
}: {
  filter: BrowseFilter;
  results?: SearchResults;
  /** Runs a widened search (a button of the empty state). */
  onChange?: (next: BrowseFilter) => void;
  /** Loads every category again. */
  onRetry?: () => void;
}) {
  const categories = useCategories();
  // SPEC section 8's fixed text, with Retry; not the server's detail or the error's message, which
  // for a failed server is the raw "Internal Server Error" (ADR 0016).
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
  if (failure) {
    return (
      <LoadFailure
        message="Failed to load categories. The jobs could not be shown: please try again."
        onRetry={() => void categories.refetch()}
      />
    );
  }
  const noMatches = results.outcome === 'none';
  // Nothing to show and a category failed: one failure at the top of the results, not one per
  // section further down the page (on a phone, screens below).
  const failed = results.outcome === 'failed';
  const searching = filter.words !== '';
  const hide = new Set(searching && results.outcome === 'some' ? results.empty : []);
  const shown = list.filter((category) => !hide.has(category.code));
  const hidden = list.filter((category) => hide.has(category.code));
  return (
    <>
      {noMatches && <NoMatches filter={filter} onChange={onChange} />}
      {failed && (
        <LoadFailure message="The jobs could not be loaded. Please try again." onRetry={onRetry} />
      )}
      {shown.length > 0 && !noMatches && !failed && <QuickNavigation categories={shown} />}
      <Sections hidden={noMatches || failed}>
        {list.map((category) => (
          <CategorySection
            key={category.code}
            category={category}
            filter={filter}
            hidden={hide.has(category.code)}
          />
        ))}
        {hidden.length > 0 && (
          <Elsewhere>{elsewhere(hidden.map((category) => category.display_name))}</Elsewhere>
        )}
      </Sections>
    </>
  );
}
