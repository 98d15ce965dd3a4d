import { useEffect, useRef } from 'react';
import { LIST_PAGE_SIZE } from 'api-contract/common';
import type { SavedJob } from 'api-contract/saved-jobs';
import {
  Card,
  DataTable,
  ErrorState,
  formatDate,
  getErrorDetail,
  Heading,
  pageCount,
  Pagination,
  paths,
  PayCell,
  showToast,
  type DataTableColumn,
} from 'shared-kit';
import styled from 'styled-components';
import { ButtonLink, column } from 'ui';
import { useSavedJobs } from '../api/get-saved-jobs';
import { useUnsaveJob } from '../api/unsave-job';
import { SavedJobCard, SavedJobCardPlaceholder } from './saved-job-card';
import { ListingState, RemoveButton, SavedJobName, savedJobPlaceholders } from './saved-job-parts';

const Body = styled.div`
  ${column('md')}
  margin-top: ${({ theme }) => theme.space.lg};
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const TITLE_ID = 'saved-jobs-title';

/** Saved Jobs: a paged table (cards on narrow screens) of the jobs kept for later, with Remove. */
export function SavedJobsSection() {
  const list = useSavedJobs();
  const unsave = useUnsaveJob();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { page, setPage, total, loading } = list;

  // Removing the last job of the last page leaves that page empty: show the one before it.
  useEffect(() => {
    const last = pageCount(total, LIST_PAGE_SIZE);
    if (!loading && total > 0 && page > last) setPage(last);
  }, [page, setPage, total, loading]);

  const remove = (job: SavedJob) =>
    unsave.mutate(job.id, {
      onSuccess: () => {
        showToast(`Removed “${job.title}” from your saved jobs.`);
        // Its button is gone: keep keyboard and screen reader users in this block, unscrolled.
        titleRef.current?.focus({ preventScroll: true });
      },
    });
  const removing = (job: SavedJob) => unsave.isPending && unsave.variables === job.id;

  const columns: DataTableColumn<SavedJob>[] = [
    { header: 'Job', cell: (j) => <SavedJobName job={j} />, placeholder: savedJobPlaceholders.job },
    {
      header: 'Pay',
      // Wide enough for "$31.50/h casual" on one line, as in the column beside it.
      width: '10rem',
      cell: (j) => <PayCell pay={j.pay} />,
      placeholder: savedJobPlaceholders.pay,
    },
    { header: 'Location', cell: (j) => j.location, placeholder: savedJobPlaceholders.line },
    {
      header: 'Listing',
      width: '10rem',
      cell: (j) => <ListingState job={j} />,
      placeholder: savedJobPlaceholders.line,
    },
    {
      header: 'Saved',
      width: '8rem',
      cell: (j) => formatDate(j.created_at),
      placeholder: savedJobPlaceholders.line,
    },
    {
      header: 'Actions',
      width: '7rem',
      align: 'right',
      cell: (j) => <RemoveButton job={j} busy={removing(j)} onRemove={remove} />,
      placeholder: savedJobPlaceholders.actions,
    },
  ];

  const failedToLoad = list.failed;
  const empty = !loading && !list.isError && total === 0;

  return (
    <Card as="section" aria-labelledby={TITLE_ID}>
      <Heading id={TITLE_ID} ref={titleRef} tabIndex={-1} style={{ scrollMarginTop: '5rem' }}>
        Saved Jobs
      </Heading>
      <Body>
        {unsave.isError && (
          <Failure role="alert">
            {getErrorDetail(unsave.error, 'The job could not be removed. Please try again.')}
          </Failure>
        )}
        {failedToLoad ? (
          <ErrorState
            title="Your saved jobs could not be loaded"
            message={getErrorDetail(list.error, 'Please check your connection and try again.')}
            onAction={list.retry}
          />
        ) : empty ? (
          <Empty>
            <p>No saved jobs yet. Tap the heart on a job to keep it here.</p>
            <ButtonLink href={paths.jobsSearch} $variant="secondary">
              Browse Jobs
            </ButtonLink>
          </Empty>
        ) : (
          <DataTable
            caption="Saved Jobs"
            columns={columns}
            rows={list.rows}
            getRowKey={(j) => j.id}
            renderCard={(j) => <SavedJobCard job={j} busy={removing(j)} onRemove={remove} />}
            loading={loading}
            loadingRows={LIST_PAGE_SIZE}
            cardPlaceholder={<SavedJobCardPlaceholder />}
          />
        )}
        {total > LIST_PAGE_SIZE && (
          <Pagination
            page={page}
            pageSize={LIST_PAGE_SIZE}
            total={total}
            onPageChange={(next) => {
              setPage(next);
              // As in My Job Applications: bring the title back when a short page left it above.
              const title = titleRef.current;
              if (title && title.getBoundingClientRect().top < 0) title.scrollIntoView();
            }}
          />
        )}
      </Body>
    </Card>
  );
}
