import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useCategories } from 'api-calls';
import {
  ActionFailure,
  PageContainer,
  RemoteLink,
  paths,
  useSession,
  useTakeOverServerView,
} from 'shared-kit';
import styled from 'styled-components';
import { column, spreadRow, useDocumentTitle } from 'ui';
import { JobAlertButton } from '../../features/alerts/components/job-alert-button';
import { jobsByCategoryKey } from '../../features/browse/api/get-jobs-by-category';
import type { BrowseFilter } from '../../features/browse/browse-filter';
import { filterFromSearch, withFilter } from '../../features/browse/browse-url';
import { BackToTop } from '../../features/browse/components/back-to-top';
import { BrowseFilters } from '../../features/browse/components/browse-filters';
import { CategoryList } from '../../features/browse/components/category-list';
import { SearchSummary } from '../../features/browse/components/search-summary';
import { SEARCH_WORDS_ID } from '../../features/browse/components/search-words-field';
import { useRevealResults } from '../../features/browse/hooks/use-reveal-results';
import { useSearchOutcome } from '../../features/browse/hooks/use-search-outcome';
import { JobCardActionProvider, type JobCardAction } from '../../features/browse/job-card-action';
import { CardSaveToggle } from '../../features/saved/components/card-save-toggle';

const Page = styled(PageContainer)`
  ${column('xl')}
`;

const Header = styled.header`
  ${spreadRow('md', 'flex-end')}
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const EmployerLink = styled(RemoteLink)`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.brand};
`;

/** Each card's save toggle (saved jobs is a feature of its own). */
const saveToggle: JobCardAction = (job) => <CardSaveToggle job={job} />;

// The search's one-line summary on the left, Get job alerts on the right (below it on a phone).
const ResultsBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin-top: calc(-1 * ${({ theme }) => theme.space.md});
  scroll-margin-top: calc(${({ theme }) => theme.layout.navHeight} + 1rem);
`;

const Footer = styled.div`
  display: flex;
  justify-content: center;
`;

/** Browse Jobs: filters, Quick Navigation and a section of jobs per category. */
export function JobSearchPage() {
  useDocumentTitle('Browse Jobs');
  const session = useSession();
  // Why a job link brought the person here instead (job-apply-page.tsx), if it did.
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  // The whole filter is in the URL (?q=barista&place=…&radius=10&min_pay=35): Back restores it
  // and a search can be shared.
  const [search, setSearch] = useSearchParams();
  const searchText = search.toString();
  const filter = useMemo(() => filterFromSearch(new URLSearchParams(searchText)), [searchText]);
  const results = useSearchOutcome(filter);
  // The site server's view of the first cards gives way once every category shows its own (or
  // the categories failed, which the list says).
  const categoriesFailed = useCategories().isError;
  useTakeOverServerView(results.outcome !== 'loading' || categoriesFailed);
  const resultsBar = useRef<HTMLDivElement>(null);
  const revealResults = useRevealResults(resultsBar, results.outcome);
  const queryClient = useQueryClient();
  // Apply and Clear reload every category, also when the filter is the one already shown.
  const load = (next: BrowseFilter) => {
    const nextSearch = withFilter(search, next);
    if (nextSearch.toString() !== searchText) setSearch(nextSearch);
    void queryClient.resetQueries({ queryKey: jobsByCategoryKey });
  };
  // What the new filter found is brought into view when there is something to say about it.
  const applyFilter = (next: BrowseFilter) => {
    if (next.words !== '' || next.place !== null || next.minHourlyCents !== null) revealResults();
    load(next);
  };
  // The words go, the rest of the filter stays; the box gets the focus for the next words.
  const clearWords = () => {
    load({ ...filter, words: '' });
    document.getElementById(SEARCH_WORDS_ID)?.focus();
  };
  // A button of the empty state: a wider radius or one filter cleared, run at once. Its button
  // goes with the empty state, so the focus goes to the results' line (or the words box).
  const widen = (next: BrowseFilter) => {
    if (next.words === '' && filter.words !== '') return clearWords();
    revealResults();
    load(next);
    resultsBar.current?.focus();
  };
  const retry = () => void queryClient.resetQueries({ queryKey: jobsByCategoryKey });
  return (
    <Page>
      <Header>
        <div>
          <h1 id="browse-title" tabIndex={-1}>
            Browse Jobs
          </h1>
          <p>Flexible part-time work from local businesses near you, sorted by category.</p>
          {notice && <ActionFailure>{notice}</ActionFailure>}
        </div>
        {session?.role !== 'student' && (
          <EmployerLink href={paths.employers}>For employers</EmployerLink>
        )}
      </Header>
      <BrowseFilters filter={filter} onApply={applyFilter} />
      <ResultsBar ref={resultsBar} tabIndex={-1}>
        <SearchSummary
          words={filter.words}
          filtered={filter.place !== null || filter.minHourlyCents !== null}
          results={results}
          onClear={clearWords}
        />
        <JobAlertButton search={filter} />
      </ResultsBar>
      <JobCardActionProvider value={saveToggle}>
        <CategoryList filter={filter} results={results} onChange={widen} onRetry={retry} />
      </JobCardActionProvider>
      <Footer>
        <BackToTop />
      </Footer>
    </Page>
  );
}
