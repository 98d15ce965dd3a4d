import { useMutation } from '@tanstack/react-query';
import { moderation, type ReportListingRequest } from 'api-contract/moderation';
import { apiClient } from 'shared-kit';

/** POST /student/jobs/{id}/report: the student's report of a listing to our team. */
export function useReportJob(jobId: string) {
  return useMutation({
    mutationFn: (body: ReportListingRequest) =>
      apiClient.call(moderation.reportJob, { params: { id: jobId }, body }),
  });
}
