import { useQuery } from '@tanstack/react-query';
import { endpoints, endpointKey, type JobDetail } from 'api-contract';
import { apiClient } from 'shared-kit';

/** How many open jobs like a closed one its page offers. */
export const SIMILAR_JOBS = 3;
/** Within this many kilometres of the closed job, when its place is known. */
const NEARBY_KM = 10;

/**
 * Open jobs like `job` (issue 32): its category, near it when its place is known, newest first,
 * without the job itself. Null when the job has no category (an API before issue 32).
 */
export function useSimilarJobs(job: JobDetail, enabled: boolean) {
  const category = job.category_code;
  const near =
    job.latitude != null && job.longitude != null
      ? { lat: job.latitude, long: job.longitude, radius_km: NEARBY_KM }
      : {};
  return useQuery({
    queryKey: [...endpointKey(endpoints.system.jobsByCategory), 'similar', job.id],
    queryFn: async ({ signal }) => {
      const page = await apiClient.call(endpoints.system.jobsByCategory, {
        query: { category_code: category ?? 'OTHR', limit: SIMILAR_JOBS + 1, ...near },
        signal,
      });
      return page.jobs.filter((other) => other.id !== job.id).slice(0, SIMILAR_JOBS);
    },
    enabled: enabled && category !== undefined,
  });
}
