import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { JOB_PAGES_KEY } from 'api-calls';
import { type SavedJob, savedJobs } from 'api-contract/saved-jobs';
import { apiClient, logError, type KeysetCursor, type KeysetPage } from 'shared-kit';
import { savedJobsQueryKey } from './get-saved-jobs';

/** DELETE /student/saved-jobs/{id}: the job is no longer saved (removing it twice is fine). */
export function unsaveJob(id: string) {
  return apiClient.call(savedJobs.unsave, { params: { id } });
}

type Pages = InfiniteData<KeysetPage<SavedJob>, KeysetCursor>;

/** The cached pages without the job, one fewer in the total. */
function withoutJob(data: Pages | undefined, id: string): Pages | undefined {
  return data
    ? {
        ...data,
        pages: data.pages.map((page) => ({
          rows: page.rows.filter((row) => row.id !== id),
          total: Math.max(0, page.total - 1),
        })),
      }
    : data;
}

/**
 * Remove a saved job: its row goes at once, then the pages are refetched so the rows after it move
 * up. The key is a prefix of the saved ids' key (student/saved-jobs/ids), so the heart toggles on
 * job cards refetch too; the job pages carry their own `saved` and are marked stale with them.
 */
export function useUnsaveJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unsaveJob,
    onSuccess: (_response, id) => {
      client.setQueryData<Pages>(savedJobsQueryKey, (data) => withoutJob(data, id));
      void client.invalidateQueries({ queryKey: savedJobsQueryKey });
      void client.invalidateQueries({ queryKey: JOB_PAGES_KEY });
    },
    onError: (error) => logError('Removing the saved job failed', error),
  });
}
