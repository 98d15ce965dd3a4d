import { useSearchParams } from 'react-router-dom';
import { RemoteLink, paths } from 'shared-kit';
import styled from 'styled-components';
import { PageColumn, useDocumentTitle } from 'ui';
import { CreateListingForm } from '../../features/create-listing/components/create-listing-form';
import { RepostListing } from '../../features/create-listing/components/repost-listing';
import { PostingPausedBanner } from '../../features/our-review/components/posting-paused-banner';

const Back = styled(RemoteLink)`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.brand};
`;

/**
 * Create Job Listing; with `?from={id}`, filled from that earlier listing ("Post again"). A paused
 * employer reads so above the form, before filling it in.
 */
export function CreateJobPage() {
  useDocumentTitle('Create Job Listing');
  const [search] = useSearchParams();
  const from = search.get('from')?.trim() || null;
  return (
    <PageColumn $maxWidth="48rem">
      <Back href={paths.employerProfile}>← Back to applications</Back>
      <h1>Create Job Listing</h1>
      <PostingPausedBanner />
      {from ? <RepostListing id={from} /> : <CreateListingForm />}
    </PageColumn>
  );
}
