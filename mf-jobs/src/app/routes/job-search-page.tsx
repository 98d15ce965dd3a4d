import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageContainer, RemoteLink, paths, useSession } from 'shared-kit';
import styled from 'styled-components';
import { jobsByCategoryKey } from '../../features/browse/api/get-jobs-by-category';
import {
  defaultFilter,
  minPayFromSearch,
  withMinPay,
  type BrowseFilter,
} from '../../features/browse/browse-filter';
import { BackToTop } from '../../features/browse/components/back-to-top';
import { BrowseFilters } from '../../features/browse/components/browse-filters';
import { CategoryList } from '../../features/browse/components/category-list';
import { JobCardActionProvider, type JobCardAction } from '../../features/browse/job-card-action';
import { CardSaveToggle } from '../../features/saved/components/card-save-toggle';

const Page = styled(PageContainer)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
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

const Footer = styled.div`
  display: flex;
  justify-content: center;
`;

/** Browse Jobs: filters, Quick Navigation and a section of jobs per category. */
export function JobSearchPage() {
  const session = useSession();
  const [where, setWhere] = useState(defaultFilter);
  // The minimum pay is in the URL (?min_pay=35): Back restores it and a search can be shared.
  const [search, setSearch] = useSearchParams();
  const minHourlyCents = minPayFromSearch(search);
  const filter: BrowseFilter = { ...where, minHourlyCents };
  const queryClient = useQueryClient();
  // Apply and Clear reload every category, also when the filter is the one already shown.
  const applyFilter = (next: BrowseFilter) => {
    setWhere(next);
    if (next.minHourlyCents !== minHourlyCents) setSearch(withMinPay(search, next.minHourlyCents));
    void queryClient.resetQueries({ queryKey: jobsByCategoryKey });
  };
  return (
    <Page>
      <Header>
        <div>
          <h1 id="browse-title" tabIndex={-1}>
            Browse Jobs
          </h1>
          <p>Flexible part-time work from local businesses near you, sorted by category.</p>
        </div>
        {session?.role !== 'student' && (
          <EmployerLink href={paths.employerProfile}>For employers</EmployerLink>
        )}
      </Header>
      <BrowseFilters minHourlyCents={minHourlyCents} onApply={applyFilter} />
      <JobCardActionProvider value={saveToggle}>
        <CategoryList filter={filter} />
      </JobCardActionProvider>
      <Footer>
        <BackToTop />
      </Footer>
    </Page>
  );
}
