import { useEffect } from 'react';
import { LoadFailure, logError, PageContainer, Stack, useTakeOverServerView } from 'shared-kit';
import { useDocumentTitle } from 'ui';
import { Deferred } from '../../components/deferred';
import { ListingsSection } from '../../features/listings/components/listings-section';
import { useReviewStatus } from '../../features/our-review/api/get-review-status';
import { ReviewNotice } from '../../features/our-review/components/review-notice';
import { useProfile } from '../../features/profile/api/get-profile';
import { BusinessDetails } from '../../features/profile/components/business-details';
import { DeleteAccountSection } from '../../features/profile/components/delete-account-section';
import { EmployerHeader } from '../../features/profile/components/employer-header';
import { YourDataSection } from '../../features/profile/components/your-data-section';

/**
 * Employer profile: header and the download of their data beside it, what waits for our team
 * (when anything does), Business Details and Your Job Listings, and the danger zone (Delete
 * Account) at the bottom. The danger zone, below the first view on every screen, renders after
 * the rest (Deferred): at the bottom, nothing below it moves when it comes. The site server sends
 * the first view as HTML, rendered for the employer the page came signed in as.
 */
export function EmployerProfilePage() {
  useDocumentTitle('Your business profile');
  const profile = useProfile();
  const reviewStatus = useReviewStatus();
  // A paused employer cannot change a listing, so none offers Edit (the notice above says why).
  const postingPaused = reviewStatus.data?.posting.paused ?? false;
  const failed = profile.isError && !profile.isFetching;
  // The site server's view of this screen (the details and the notice) shows until this one
  // has both.
  useTakeOverServerView(!profile.isPending && !reviewStatus.isPending);
  useEffect(() => {
    if (failed) logError('Loading the employer profile failed', profile.error);
  }, [failed, profile.error]);
  return (
    <PageContainer>
      <Stack gap="lg">
        <EmployerHeader name={profile.data?.business_name} email={profile.data?.email} />
        <YourDataSection />
        <ReviewNotice />
        {failed ? (
          <LoadFailure
            message="Your business details could not be loaded."
            onRetry={() => void profile.refetch()}
          />
        ) : (
          <BusinessDetails profile={profile.data} />
        )}
        <ListingsSection postingPaused={postingPaused} />
        <Deferred>
          <DeleteAccountSection />
        </Deferred>
      </Stack>
    </PageContainer>
  );
}
