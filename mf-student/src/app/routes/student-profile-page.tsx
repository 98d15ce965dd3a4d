import { PageContainer, Stack } from 'shared-kit';
import { ApplicationsSection } from '../../features/applications/components/applications-section';
import { useProfile } from '../../features/profile/api/get-profile';
import { ProfileDetails } from '../../features/profile/components/profile-details';
import { ProfileHeader } from '../../features/profile/components/profile-header';

/** Student profile: header, Profile Details and My Job Applications. */
export function StudentProfilePage() {
  const profile = useProfile();
  return (
    <PageContainer>
      <Stack gap="lg">
        <ProfileHeader name={profile.data?.name} email={profile.data?.email} />
        <ProfileDetails profile={profile.data} />
        <ApplicationsSection />
      </Stack>
    </PageContainer>
  );
}
