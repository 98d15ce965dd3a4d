import { LIST_PAGE_SIZE, endpointKey, endpoints, type SavedJob } from 'api-contract';
import { apiClient, useKeysetPages, type KeysetCursor } from 'shared-kit';

/** GET /student/saved-jobs: a page of the student's saved jobs, most recently saved first. */
export async function getSavedJobs(cursor: KeysetCursor, signal?: AbortSignal) {
  const page = await apiClient.call(endpoints.savedJobs.list, {
    query: { limit: LIST_PAGE_SIZE, ...cursor },
    signal,
  });
  return { rows: page.saved_jobs, total: page.total_saved };
}

export const savedJobsQueryKey = endpointKey(endpoints.savedJobs.list);

/** Saved Jobs, five to a page, fetched by cursor as pages are asked for. */
export function useSavedJobs() {
  return useKeysetPages<SavedJob>({
    queryKey: savedJobsQueryKey,
    pageSize: LIST_PAGE_SIZE,
    fetchPage: getSavedJobs,
  });
}
