import { Heading, PageContainer } from 'shared-kit';

/** Browse Jobs: the filters and per-category grids arrive with the jobs issue. */
export function JobSearchPage() {
  return (
    <PageContainer>
      <Heading level={1}>Browse Jobs</Heading>
      <p>Flexible part-time work from local businesses near you, sorted by category.</p>
    </PageContainer>
  );
}
