import { useEffect } from 'react';
import { DataTable, LoadFailure, logError, Pagination, type DataTableProps } from 'shared-kit';

/** The list a {@link PagedTable} shows: what the kit's `useKeysetPages` returns fits. */
export interface PagedList<T> {
  rows: readonly T[];
  total: number;
  page: number;
  setPage: (page: number) => void;
  loading: boolean;
  failed: boolean;
  error: unknown;
  retry: () => void;
}

/** Props of {@link PagedTable}. */
export interface PagedTableProps<T> extends Omit<
  DataTableProps<T>,
  'rows' | 'loading' | 'loadingRows' | 'failure'
> {
  list: PagedList<T>;
  pageSize: number;
  /** Said in the table's place, with Retry, when the page could not be loaded. */
  failureMessage: string;
  /** What the error log says failed ("Loading the job listings failed"). */
  logMessage: string;
  /** Instead of turning the page alone (to bring the title back into view, say). */
  onPageChange?: (page: number) => void;
}

/**
 * A paged list as the kit's DataTable (cards on a phone) with the page numbers under it once there
 * is more than one page: skeleton rows while a page loads, and a failure, logged, with Retry.
 */
export function PagedTable<T>({
  list,
  pageSize,
  failureMessage,
  logMessage,
  onPageChange,
  ...table
}: PagedTableProps<T>) {
  useEffect(() => {
    if (list.failed) logError(logMessage, list.error);
  }, [list.failed, list.error, logMessage]);
  return (
    <>
      <DataTable
        {...table}
        rows={list.rows}
        loading={list.loading}
        loadingRows={pageSize}
        failure={list.failed && <LoadFailure message={failureMessage} onRetry={list.retry} />}
      />
      {list.total > pageSize && (
        <Pagination
          page={list.page}
          pageSize={pageSize}
          total={list.total}
          onPageChange={onPageChange ?? list.setPage}
        />
      )}
    </>
  );
}
