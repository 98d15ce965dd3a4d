import { LIST_PAGE_SIZE, endpoints, type StudentApplication, endpointKey } from 'api-contract';
import { apiClient, useKeysetPages, type KeysetCursor } from 'shared-kit';

/** GET /student/applications: a page of the student's applications, newest first. */
export async function getApplications(cursor: KeysetCursor, signal?: AbortSignal) {
  const page = await apiClient.call(endpoints.applications.studentApplications, {
    query: { limit: LIST_PAGE_SIZE, ...cursor },
    signal,
  });
  return { rows: page.applications, total: page.total_applications };
}

export const applicationsQueryKey = endpointKey(endpoints.applications.studentApplications);

/** My Job Applications, five to a page, fetched by cursor as pages are asked for. */
export function useApplications() {
  return useKeysetPages<StudentApplication>({
    queryKey: applicationsQueryKey,
    pageSize: LIST_PAGE_SIZE,
    fetchPage: getApplications,
  });
}
