import {
  LIST_PAGE_SIZE,
  apiClient,
  apiPaths,
  studentApplicationsResponse,
  useKeysetPages,
  type KeysetCursor,
  type StudentApplication,
} from 'shared-kit';

/** GET /student/applications: a page of the student's applications, newest first. */
export async function getApplications(cursor: KeysetCursor, signal?: AbortSignal) {
  const page = await apiClient.get(apiPaths.student.applications, {
    query: { limit: LIST_PAGE_SIZE, ...cursor },
    schema: studentApplicationsResponse,
    signal,
  });
  return { rows: page.applications, total: page.total_applications };
}

export const applicationsQueryKey = ['student', 'applications'] as const;

/** My Job Applications, five to a page, fetched by cursor as pages are asked for. */
export function useApplications() {
  return useKeysetPages<StudentApplication>({
    queryKey: applicationsQueryKey,
    pageSize: LIST_PAGE_SIZE,
    fetchPage: getApplications,
  });
}
