import { formatDate, getErrorDetail, paths, showToast } from 'shared-kit';
import { navigateToUrl } from 'single-spa';
import { useCreateListing } from '../api/create-listing';
import { heldMessage } from '../held-message';
import { listingRequest, type ListingDraft } from '../listing-form';
import { ListingForm } from './listing-form';

/**
 * Create Job Listing: the listing form, posted with Post Job. `initial` fills it from an earlier
 * listing ("Post again").
 */
export function CreateListingForm({ initial }: { initial?: ListingDraft }) {
  const create = useCreateListing();
  return (
    <ListingForm
      initial={initial}
      submitLabel="Post Job"
      verb="post"
      confirmTitle="Post this job?"
      confirmMessage={(draft) =>
        `${draft.title.trim()} will be visible to students until ${formatDate(draft.expiry)}.`
      }
      busy={create.isPending}
      failure={create.isError ? getErrorDetail(create.error, 'Failed to create job listing') : null}
      onSave={(draft, { settled, saved }) =>
        create.mutate(listingRequest(draft), {
          onSuccess: (created) => {
            saved();
            // A listing held for our team's review is not public yet: say so, and why in kind.
            showToast(
              created.status === 'pending' ? heldMessage(created.review_reasons) : 'Job posted.',
            );
            navigateToUrl(paths.employerProfile);
          },
          onSettled: settled,
        })
      }
    />
  );
}
