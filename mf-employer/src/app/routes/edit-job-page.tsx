import { Navigate, useSearchParams } from 'react-router-dom';
import { RemoteLink, paths } from 'shared-kit';
import styled from 'styled-components';
import { PageColumn, useDocumentTitle } from 'ui';
import { EditListing } from '../../features/create-listing/components/edit-listing';
import { PostingPausedBanner } from '../../features/our-review/components/posting-paused-banner';

const Back = styled(RemoteLink)`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.brand};
`;

/**
 * Edit Job Listing (`?id={listingId}`); without an id, back to the dashboard. A paused employer
 * reads so above the form, as on Create Job Listing: the API refuses their edit.
 */
export function EditJobPage() {
  const [search] = useSearchParams();
  const id = search.get('id')?.trim() || null;
  useDocumentTitle('Edit Job Listing');
  if (!id) return <Navigate to={paths.employerProfile} replace />;
  return (
    <PageColumn $maxWidth="48rem">
      <Back href={paths.employerProfile}>← Back to applications</Back>
      <h1>Edit Job Listing</h1>
      <PostingPausedBanner />
      <EditListing id={id} />
    </PageColumn>
  );
}
