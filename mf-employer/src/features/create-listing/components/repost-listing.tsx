import { ApiError, LoadFailure, RemoteLink, SkeletonText, paths } from 'shared-kit';
import styled from 'styled-components';
import { useListingToRepost } from '../api/get-listing-to-repost';
import { repostDraft } from '../repost-draft';
import { CreateListingForm } from './create-listing-form';

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Fresh = styled(RemoteLink)`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.brand};
`;

/**
 * "Post again": Create Job Listing filled from the listing `id`, with a new expiry to
 * choose. A listing that can no longer be read (removed) or a failed load says so, with a way to
 * start from an empty form.
 */
export function RepostListing({ id }: { id: string }) {
  const listing = useListingToRepost(id);
  if (listing.isPending) return <SkeletonText lines={6} />;
  if (listing.isError) {
    const gone =
      listing.error instanceof ApiError && [400, 404, 410].includes(listing.error.status);
    return (
      <>
        {gone ? (
          <Note role="alert">That listing can no longer be posted again: it was removed.</Note>
        ) : (
          <LoadFailure
            message="That listing could not be loaded."
            retrying={listing.isFetching}
            onRetry={() => void listing.refetch()}
          />
        )}
        <Fresh href={paths.createJob}>Start from an empty form</Fresh>
      </>
    );
  }
  return (
    <>
      <Note>
        Posting again: &ldquo;{listing.data.title}&rdquo;. Check the details and choose a new expiry
        date.
      </Note>
      <CreateListingForm key={id} initial={repostDraft(listing.data)} />
    </>
  );
}
