import { EDITABLE_LISTING_STATUSES } from 'api-contract/listings';
import {
  ApiError,
  Button,
  getErrorDetail,
  LoadFailure,
  paths,
  RemoteLink,
  showToast,
  SkeletonText,
  sydneyToday,
} from 'shared-kit';
import { navigateToUrl } from 'single-spa';
import styled from 'styled-components';
import { useEditListing } from '../api/edit-listing';
import { useListingToEdit } from '../api/get-listing-to-edit';
import { editDraft, editRequest } from '../edit-draft';
import { heldMessage } from '../held-message';
import { ListingForm } from './listing-form';

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Back = styled(RemoteLink)`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.brand};
`;

/**
 * Why the save failed. Someone else saved the listing since it was opened (409): the way to the
 * latest version is offered beside the words, which ask for it. Loading it starts the form again
 * from that version.
 */
function SaveFailure({ error, onReload }: { error: Error; onReload: () => void }) {
  const detail = getErrorDetail(error, 'Failed to save your changes');
  if (!(error instanceof ApiError && error.status === 409)) return detail;
  return (
    <>
      {detail}{' '}
      <Button variant="secondary" size="sm" onClick={onReload}>
        Load the latest version
      </Button>
    </>
  );
}

const SAVED = 'Changes saved. Students who applied earlier keep the version they applied to.';

/**
 * Editing a listing: the listing form filled as the listing reads now, saved as its next version
 * after a confirm. One that can no longer be edited (closed, expired, removed), or is not the
 * employer's, says so.
 */
export function EditListing({ id }: { id: string }) {
  const listing = useListingToEdit(id);
  const save = useEditListing();
  if (listing.isPending) return <SkeletonText lines={6} />;
  if (listing.isError) {
    const missing = listing.error instanceof ApiError && [400, 404].includes(listing.error.status);
    return missing ? (
      <>
        <Note role="alert">That listing was not found among yours.</Note>
        <Back href={paths.employerProfile}>Back to your listings</Back>
      </>
    ) : (
      <LoadFailure
        message="That listing could not be loaded."
        retrying={listing.isFetching}
        onRetry={() => void listing.refetch()}
      />
    );
  }
  const current = listing.data;
  const open =
    (EDITABLE_LISTING_STATUSES as readonly string[]).includes(current.status) &&
    current.expiry_date >= sydneyToday();
  if (!open) {
    return (
      <>
        <Note role="alert">
          &ldquo;{current.title}&rdquo; is no longer open, so it can no longer be edited.
        </Note>
        <Back href={paths.employerProfile}>Back to your listings</Back>
      </>
    );
  }
  return (
    <>
      <Note>
        Editing version {current.version} of &ldquo;{current.title}&rdquo;
        {current.applications_count > 0
          ? `. The ${current.applications_count} student${current.applications_count === 1 ? '' : 's'} who already applied keep the version they applied to.`
          : '.'}
      </Note>
      <ListingForm
        key={`${id}:${current.version}`}
        initial={editDraft(current)}
        submitLabel="Save changes"
        verb="save"
        confirmTitle="Save changes to this job?"
        confirmMessage={() =>
          'Students who already applied keep the version they applied to; new applicants see the changes. A change our checks flag goes back to our team for review.'
        }
        busy={save.isPending}
        failure={
          save.isError ? (
            <SaveFailure
              error={save.error}
              onReload={() => {
                save.reset();
                void listing.refetch();
              }}
            />
          ) : null
        }
        onSave={(draft, { settled, saved }) =>
          save.mutate(
            { id, body: editRequest(draft, current.version) },
            {
              onSuccess: (edited) => {
                saved();
                showToast(edited.status === 'pending' ? heldMessage(edited.review_reasons) : SAVED);
                navigateToUrl(paths.employerProfile);
              },
              onSettled: settled,
            },
          )
        }
      />
    </>
  );
}
