import { endpointKey, LIST_PAGE_SIZE } from 'api-contract/common';
import { type SavedJob, savedJobs } from 'api-contract/saved-jobs';
import { apiClient, useKeysetPages, type KeysetCursor } from 'shared-kit';

/** GET /student/saved-jobs: a page of the student's saved jobs, most recently saved first. */
export async function getSavedJobs(cursor: KeysetCursor, signal?: AbortSignal) {
  const page = await apiClient.call(savedJobs.list, {
    query: { limit: LIST_PAGE_SIZE, ...cursor },
    signal,
  });
  return { rows: page.saved_jobs, total: page.total_saved };
}

export const savedJobsQueryKey = endpointKey(savedJobs.list);

/** Saved Jobs, five to a page, fetched by cursor as pages are asked for. */
export function useSavedJobs() {
  return useKeysetPages<SavedJob>({
    queryKey: savedJobsQueryKey,
    pageSize: LIST_PAGE_SIZE,
    fetchPage: getSavedJobs,
  });
}
