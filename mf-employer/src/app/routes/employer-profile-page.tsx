import { Card, Heading, PageContainer, Stack } from 'shared-kit';

/** Employer profile: header, Business Details and Your Job Listings, filled in by the dashboard issue. */
export function EmployerProfilePage() {
  return (
    <PageContainer>
      <Stack gap="lg">
        <Heading level={1}>Your Business</Heading>
        <Card as="section" aria-labelledby="business-details">
          <Heading id="business-details">Business Details</Heading>
        </Card>
        <Card as="section" aria-labelledby="job-listings">
          <Heading id="job-listings">Your Job Listings</Heading>
        </Card>
      </Stack>
    </PageContainer>
  );
}
