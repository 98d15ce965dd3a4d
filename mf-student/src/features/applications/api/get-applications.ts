import { applications, type StudentApplication } from 'api-contract/applications';
import { LIST_PAGE_SIZE } from 'api-contract/common';
import { apiClient, useKeysetPages, type KeysetCursor } from 'shared-kit';
import { applicationsQueryKey } from '../../../lib/applications-key';

/** GET /student/applications: a page of the student's applications, newest first. */
export async function getApplications(cursor: KeysetCursor, signal?: AbortSignal) {
  const page = await apiClient.call(applications.studentApplications, {
    query: { limit: LIST_PAGE_SIZE, ...cursor },
    signal,
  });
  return { rows: page.applications, total: page.total_applications };
}

/** My Job Applications, five to a page, fetched by cursor as pages are asked for. */
export function useApplications() {
  return useKeysetPages<StudentApplication>({
    queryKey: applicationsQueryKey,
    pageSize: LIST_PAGE_SIZE,
    fetchPage: getApplications,
  });
}
