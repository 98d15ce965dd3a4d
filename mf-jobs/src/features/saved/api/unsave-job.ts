import { endpoints } from 'api-contract';
import { apiClient } from 'shared-kit';

/** DELETE /student/saved-jobs/{id}: takes the job out of the saved ones (again is fine). */
export function unsaveJob(id: string) {
  return apiClient.call(endpoints.savedJobs.unsave, { params: { id } });
}
