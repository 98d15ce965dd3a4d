import { useMutation } from '@tanstack/react-query';
import { endpoints, type ReportListingRequest } from 'api-contract';
import { apiClient } from 'shared-kit';

/** POST /student/jobs/{id}/report (issue 31): the student's report of a listing to our team. */
export function useReportJob(jobId: string) {
  return useMutation({
    mutationFn: (body: ReportListingRequest) =>
      apiClient.call(endpoints.moderation.reportJob, { params: { id: jobId }, body }),
  });
}
