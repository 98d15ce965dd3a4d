import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointKey } from 'api-contract/common';
import { savedJobs } from 'api-contract/saved-jobs';
import { apiClient, useSession } from 'shared-kit';

/** GET /student/saved-jobs/ids: every saved job's id, for the toggles on the job cards. */
export function getSavedJobIds() {
  return apiClient.call(savedJobs.ids);
}

/** The key's prefix: toggles update every cached answer under it. */
export const savedJobIdsKey = endpointKey(savedJobs.ids);

/** Keyed by the student too: another student signing in on this tab never sees these ids. */
export const savedJobIdsQueryOptions = (studentId: string) =>
  queryOptions({
    queryKey: [...savedJobIdsKey, studentId],
    queryFn: getSavedJobIds,
    select: (data) => new Set(data.ids),
  });

/** The saved ids of the signed-in student; nothing is asked for visitors and employers. */
export function useSavedJobIds() {
  const session = useSession();
  const studentId = session?.role === 'student' ? session.user_id : '';
  return useQuery({ ...savedJobIdsQueryOptions(studentId), enabled: studentId !== '' });
}
