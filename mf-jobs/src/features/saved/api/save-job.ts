import { savedJobs } from 'api-contract/saved-jobs';
import { apiClient } from 'shared-kit';

/** PUT /student/saved-jobs/{id}: saves the job (again is fine); 404 once unlisted, 409 at the limit. */
export function saveJob(id: string) {
  return apiClient.call(savedJobs.save, { params: { id } });
}
