import { Card, Heading, PageContainer, Stack } from 'shared-kit';

const SECTIONS = ['Basic Details', 'Job Description', 'Application Questions'];

/** Create Job Listing: the form arrives with the employer dashboard issue. */
export function CreateJobPage() {
  return (
    <PageContainer>
      <Stack gap="lg">
        <Heading level={1}>Create Job Listing</Heading>
        {SECTIONS.map((title) => (
          <Card key={title} as="section" aria-label={title}>
            <Heading>{title}</Heading>
          </Card>
        ))}
      </Stack>
    </PageContainer>
  );
}
