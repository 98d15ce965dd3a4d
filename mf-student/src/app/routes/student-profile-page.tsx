import { Card, Heading, PageContainer, Stack } from 'shared-kit';

/** Student profile: header, Profile Details and My Job Applications, filled in by the dashboard issue. */
export function StudentProfilePage() {
  return (
    <PageContainer>
      <Stack gap="lg">
        <Heading level={1}>My Profile</Heading>
        <Card as="section" aria-labelledby="profile-details">
          <Heading id="profile-details">Profile Details</Heading>
        </Card>
        <Card as="section" aria-labelledby="my-applications">
          <Heading id="my-applications">My Job Applications</Heading>
        </Card>
      </Stack>
    </PageContainer>
  );
}
