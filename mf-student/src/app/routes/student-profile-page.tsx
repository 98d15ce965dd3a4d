import { useEffect } from 'react';
import { LoadFailure, logError, PageContainer, Stack } from 'shared-kit';
import { useDocumentTitle } from 'ui';
import { AlertsSection } from '../../features/alerts/components/alerts-section';
import { ApplicationsSection } from '../../features/applications/components/applications-section';
import { useProfile } from '../../features/profile/api/get-profile';
import { DeleteAccountSection } from '../../features/profile/components/delete-account-section';
import { ProfileDetails } from '../../features/profile/components/profile-details';
import { ProfileHeader } from '../../features/profile/components/profile-header';
import { YourDataSection } from '../../features/profile/components/your-data-section';
import { SavedJobsSection } from '../../features/saved-jobs/components/saved-jobs-section';
import { SavedResumeSection } from '../../features/saved-resume/components/saved-resume-section';
import { VerificationSection } from '../../features/verification/components/verification-section';

/**
 * Student profile: header and the download of their data beside it, student verification,
 * Profile Details, Saved resume, My Job Applications, Saved Jobs and Job Alerts, and the danger
 * zone (Delete Account) at the bottom.
 */
export function StudentProfilePage() {
  useDocumentTitle('Your profile');
  const profile = useProfile();
  const failed = profile.isError && !profile.isFetching;
  useEffect(() => {
    if (failed) logError('Loading the student profile failed', profile.error);
  }, [failed, profile.error]);
  return (
    <PageContainer>
      <Stack gap="lg">
        <ProfileHeader name={profile.data?.name} email={profile.data?.email} />
        <YourDataSection />
        <VerificationSection
          profile={profile.data}
          onRetry={profile.isError ? () => void profile.refetch() : undefined}
        />
        {failed ? (
          <LoadFailure
            message="Your profile details could not be loaded."
            onRetry={() => void profile.refetch()}
          />
        ) : (
          <ProfileDetails profile={profile.data} />
        )}
        <SavedResumeSection />
        <ApplicationsSection />
        <SavedJobsSection />
        <AlertsSection />
        <DeleteAccountSection />
      </Stack>
    </PageContainer>
  );
}
