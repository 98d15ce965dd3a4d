import { useQuery } from '@tanstack/react-query';
import { applications, type StudentApplication } from 'api-contract/applications';
import { MAX_PAGE_SIZE } from 'api-contract/common';
import { apiClient } from 'shared-kit';
import { applicationsQueryKey } from '../../../lib/applications-key';

/**
 * Every application of the student, newest first, read page by page (GET /student/applications
 * has no single-application call): the page finds its application among them, and the visa-hours
 * check adds the student's other hires.
 */
export async function getAllApplications(signal?: AbortSignal): Promise<StudentApplication[]> {
  const rows: StudentApplication[] = [];
  let cursor: { before_created_at?: string; before_id?: string } = {};
  for (;;) {
    const page = await apiClient.call(applications.studentApplications, {
      query: { limit: MAX_PAGE_SIZE, ...cursor },
      signal,
    });
    rows.push(...page.applications);
    const last = page.applications.at(-1);
    if (!last || page.applications.length < MAX_PAGE_SIZE) return rows;
    cursor = { before_created_at: last.created_at, before_id: last.id };
  }
}

/** The student's applications, all of them, under the list's own key (refreshed with it). */
export function useAllApplications() {
  return useQuery({
    queryKey: [...applicationsQueryKey, 'all'],
    queryFn: ({ signal }) => getAllApplications(signal),
    retry: false,
    // The employer moves the application from their own page (shortlists, invites, offers): read
    // again when the student comes back to the tab, and each minute while it is open.
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
  });
}
