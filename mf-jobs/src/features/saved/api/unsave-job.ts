import { savedJobs } from 'api-contract/saved-jobs';
import { apiClient } from 'shared-kit';

/** DELETE /student/saved-jobs/{id}: takes the job out of the saved ones (again is fine). */
export function unsaveJob(id: string) {
  return apiClient.call(savedJobs.unsave, { params: { id } });
}
