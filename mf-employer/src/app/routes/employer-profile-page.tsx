import { PageContainer, Stack } from 'shared-kit';
import { ListingsSection } from '../../features/listings/components/listings-section';
import { useProfile } from '../../features/profile/api/get-profile';
import { BusinessDetails } from '../../features/profile/components/business-details';
import { EmployerHeader } from '../../features/profile/components/employer-header';

/** Employer profile: header, Business Details and Your Job Listings. */
export function EmployerProfilePage() {
  const profile = useProfile();
  return (
    <PageContainer>
      <Stack gap="lg">
        <EmployerHeader name={profile.data?.business_name} email={profile.data?.email} />
        <BusinessDetails profile={profile.data} />
        <ListingsSection />
      </Stack>
    </PageContainer>
  );
}
