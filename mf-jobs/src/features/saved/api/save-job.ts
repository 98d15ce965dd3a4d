import { endpoints } from 'api-contract';
import { apiClient } from 'shared-kit';

/** PUT /student/saved-jobs/{id}: saves the job (again is fine); 404 once unlisted, 409 at the limit. */
export function saveJob(id: string) {
  return apiClient.call(endpoints.savedJobs.save, { params: { id } });
}
