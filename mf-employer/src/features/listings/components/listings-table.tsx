import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type CloseOutcome, LIST_PAGE_SIZE } from 'api-contract/common';
import type { EmployerListing } from 'api-contract/listings';
import {
  Button,
  formatDate,
  media,
  paths,
  showToast,
  type DataTableColumn,
  PayCell,
} from 'shared-kit';
import styled from 'styled-components';
import { ButtonLink, column, ConfirmFlow, PagedTable } from 'ui';
import { useDeleteListing } from '../api/delete-listing';
import { useListings } from '../api/get-listings';
import { useCloseListing } from '../api/close-listing';
import { canClose } from '../can-close';
import { canEdit } from '../can-edit';
import { canDelete } from '../can-delete';
import { canPostAgain } from '../can-post-again';
import { LISTING_PARAM } from '../../../lib/listing-return';
import { fingerTarget } from '../tap-targets';
import { useBringIntoView } from '../use-bring-into-view';
import { CloseListingDialog } from './close-listing-dialog';
import { ListingApplications } from './listing-applications';
import { ListingStatus } from './listing-status';
import { ListingCard, ListingCardPlaceholder, listingPlaceholders } from './listing-card';
import { ListingTitle } from './listing-title';
import { StageCountsLine } from './stage-counts';
import { editJobPath } from '../../../lib/edit-job-path';

/** Close (or Post again) and Delete: on a phone each a fingertip, apart enough to hit one. */
// The count, and under it the stages that hold any, centred in the column as the count is.
const ApplicationsCell = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xs};
  ul {
    justify-content: center;
  }
`;

const Actions = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  > button,
  > a {
    ${fingerTarget}
  }
  ${media.mobile} {
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Body = styled.div`
  ${column('md')}
`;

/**
 * Your Job Listings' paged table, whose rows expand into their applications; the listing named by
 * `?listing=` (Back from one of its applications) opens expanded and in view. With its Close and
 * Delete dialogs. A page of rows that arrives renders after the rest of the screen, in a render
 * React may interrupt (useDeferredValue), so the rows do not hold up what is in view; until then
 * the placeholders stay, each as tall as its row.
 */
export function ListingsTable({ postingPaused }: { postingPaused: boolean }) {
  const loaded = useListings();
  const rows = useDeferredValue(loaded.rows);
  const loading = useDeferredValue(loaded.loading);
  const list = { ...loaded, rows, loading };
  const remove = useDeleteListing();
  const close = useCloseListing();
  // Back from an application: that listing's applications open, and in view.
  const [search] = useSearchParams();
  const returnedTo = search.get(LISTING_PARAM);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(returnedTo ? [returnedTo] : []),
  );
  useBringIntoView(returnedTo, list.rows);
  const [target, setTarget] = useState<EmployerListing | null>(null);
  const [closing, setClosing] = useState<EmployerListing | null>(null);

  const toggle = (id: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  // An open listing offers Edit; one that ended offers Post again where a live one offers Close.
  const actionButtons = (l: EmployerListing) => (
    <Actions>
      {canEdit(l) && !postingPaused && (
        <ButtonLink
          href={editJobPath(l.id)}
          $variant="secondary"
          $size="sm"
          aria-label={`Edit listing: ${l.title}`}
        >
          Edit
        </ButtonLink>
      )}
      {canPostAgain(l) ? (
        <ButtonLink
          href={`${paths.createJob}?from=${encodeURIComponent(l.id)}`}
          $variant="secondary"
          $size="sm"
          aria-label={`Post again: ${l.title}`}
        >
          Post again
        </ButtonLink>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          disabled={!canClose(l)}
          aria-label={`Close listing: ${l.title}`}
          onClick={() => setClosing(l)}
        >
          Close
        </Button>
      )}
      <Button
        variant="secondary"
        size="sm"
        disabled={!canDelete(l.status)}
        aria-label={`Delete listing: ${l.title}`}
        onClick={() => setTarget(l)}
      >
        Delete
      </Button>
    </Actions>
  );

  const columns: DataTableColumn<EmployerListing>[] = [
    {
      header: 'Job Title',
      cell: (l) => (
        <ListingTitle listing={l} expanded={expanded.has(l.id)} onToggle={() => toggle(l.id)} />
      ),
      placeholder: listingPlaceholders.title,
    },
    {
      header: 'Pay',
      cell: (l) => <PayCell pay={l.pay} />,
      placeholder: listingPlaceholders.pay,
    },
    {
      header: 'Status',
      // Fixed widths: a status or the delete action changing must not move the columns.
      width: '8rem',
      cell: (l) => <ListingStatus listing={l} />,
      placeholder: listingPlaceholders.status,
    },
    {
      header: 'Expiry Date',
      width: '9rem',
      cell: (l) => formatDate(l.expiry_date),
      placeholder: listingPlaceholders.expiry,
    },
    {
      header: 'Applications',
      width: '8rem',
      align: 'center',
      cell: (l) => (
        <ApplicationsCell>
          {l.applications_count}
          <StageCountsLine counts={l.stage_counts} />
        </ApplicationsCell>
      ),
      placeholder: listingPlaceholders.applications,
    },
    {
      header: 'Actions',
      // Edit (an open listing) or Post again (one that ended), Close and Delete on one row.
      width: '15.5rem',
      align: 'right',
      cell: actionButtons,
      placeholder: listingPlaceholders.actions,
    },
  ];

  const confirmClose = (outcome: CloseOutcome, hired: string[]) => {
    if (!closing) return;
    close.mutate(
      { id: closing.id, request: { outcome, ...(hired.length > 0 ? { hired } : {}) } },
      {
        onSuccess: ({ notified }) => {
          list.updateRow(closing.id, (row) => ({
            ...row,
            status: 'closed',
            close_outcome: outcome,
          }));
          setClosing(null);
          showToast(
            notified === 0
              ? 'Listing closed.'
              : `Listing closed. ${notified === 1 ? '1 applicant is' : `${notified} applicants are`} being told.`,
          );
        },
      },
    );
  };
  const cancelClose = () => {
    setClosing(null);
    close.reset();
  };

  return (
    <>
      <Body>
        <PagedTable
          list={list}
          pageSize={LIST_PAGE_SIZE}
          caption="Your Job Listings"
          columns={columns}
          getRowKey={(l) => l.id}
          renderCard={(l) => (
            <ListingCard
              listing={l}
              expanded={expanded.has(l.id)}
              onToggle={() => toggle(l.id)}
              action={actionButtons(l)}
            />
          )}
          renderExpanded={(l) =>
            expanded.has(l.id) ? (
              <ListingApplications listingId={l.id} title={l.title} version={l.version} />
            ) : null
          }
          cardPlaceholder={<ListingCardPlaceholder />}
          emptyText={list.total === 0 ? 'No job listings.' : 'No more job listings.'}
          failureMessage="Your job listings could not be loaded."
          logMessage="Loading the job listings failed"
        />
      </Body>
      <ConfirmFlow
        target={target}
        title="Delete listing?"
        message={(listing) =>
          `This will remove ${listing.title} and prevent further applications. Applicants still waiting will be told it was taken down and will not be taken further. This cannot be undone.`
        }
        confirmLabel="Delete"
        action={remove}
        onDone={(listing) => {
          list.updateRow(listing.id, (row) => ({ ...row, status: 'removed', removal: 'by_you' }));
          showToast('Listing deleted.');
        }}
        onClose={() => setTarget(null)}
        failure="The listing could not be deleted. Please try again."
      />
      {closing && (
        <CloseListingDialog
          listing={closing}
          busy={close.isPending}
          failed={close.isError}
          onConfirm={confirmClose}
          onCancel={cancelClose}
        />
      )}
    </>
  );
}
