import { Heading, PageContainer } from 'shared-kit';

/** Job Apply: the job block and the application form arrive with the jobs issue. */
export function JobApplyPage() {
  return (
    <PageContainer>
      <Heading level={1}>Apply for this position</Heading>
    </PageContainer>
  );
}
