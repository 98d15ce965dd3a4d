import { Heading, PageContainer } from 'shared-kit';

/** View application: the applicant's sections and the decision arrive with the employer issue. */
export function ViewApplicationPage() {
  return (
    <PageContainer>
      <Heading level={1}>Reviewing application</Heading>
    </PageContainer>
  );
}
