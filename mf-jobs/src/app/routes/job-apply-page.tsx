import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import type { JobDetail } from 'api-contract/listings';
import { PageContainer, logError, paths, useSession, useTakeOverServerView } from 'shared-kit';
import styled from 'styled-components';
import { ButtonLink, column, useDocumentTitle } from 'ui';
import { useJob } from '../../features/apply/api/get-job';
import { useSavedResume } from '../../features/apply/api/get-saved-resume';
import { useStudentEmail } from '../../features/apply/api/get-student-email';
import { ApplyFormSkeleton } from '../../features/apply/components/apply-form-skeleton';
import { isGone, JobGone } from '../../features/apply/components/job-gone';
import { JobSummary } from '../../features/apply/components/job-summary';
import { canApply, JobStateNotice } from '../../features/apply/components/job-state-notice';
import { JobPageSkeleton } from '../../features/apply/components/page-skeleton';
import { ReadyToApply } from '../../features/apply/components/ready-to-apply';
import { ReportListing } from '../../features/report/components/report-listing';
import { JobSaveToggle } from '../../features/saved/components/job-save-toggle';

const Page = styled(PageContainer)`
  ${column('xl')}
  max-width: 52rem;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Not open, and not one the student applied to (their application shows after the job). */
const gone = (job: JobDetail) => job.availability !== 'open' && !job.my_application;

// The form is for signed-in students only: visitors and /jobs/search never fetch its code, and a
// student's browser fetches it while their address loads.
const loadApplyForm = () =>
  import('../../features/apply/components/apply-form').then((m) => ({ default: m.ApplyForm }));
const ApplyForm = lazy(loadApplyForm);

const JOB_LOAD_FAILED = 'That job could not be loaded. Check your connection and try again.';

function StudentApply({ job }: { job: JobDetail }) {
  const email = useStudentEmail(true);
  const savedResume = useSavedResume(true);
  useEffect(() => {
    void loadApplyForm();
  }, []);
  useEffect(() => {
    if (savedResume.isError) logError('Loading the saved resume failed', savedResume.error);
  }, [savedResume.isError, savedResume.error]);
  // The form starts from both: a saved resume is the one it applies with unless changed.
  if (email.isPending || savedResume.isPending) return <ApplyFormSkeleton />;
  // The form works without either: the student types their address, or picks a file.
  return (
    <Suspense fallback={<ApplyFormSkeleton />}>
      <ApplyForm
        job={job}
        accountEmail={email.data?.email ?? ''}
        savedResume={savedResume.data?.resume ?? null}
      />
    </Suspense>
  );
}

/** Job Apply: the job, then the form (students), Ready to Apply? (visitors) or nothing (employers). */
export function JobApplyPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const session = useSession();
  const job = useJob(id);
  // As the page's link preview names it (shell/server/job-preview.ts).
  useDocumentTitle(job.data ? `${job.data.title} at ${job.data.business_name}` : 'Job');
  // The site server's view of the job (or of its absence) gives way once this page shows it.
  useTakeOverServerView(!job.isPending);

  if (id === '') return <Navigate to={paths.jobsSearch} replace />;
  if (job.isError) {
    // A job that is gone says so at its address; a failed network or server goes back to search
    // as SPEC section 8 says, and the search page says why (ADR 0017).
    if (isGone(job.error)) return <JobGone jobId={id} error={job.error} />;
    return <Navigate to={paths.jobsSearch} replace state={{ notice: JOB_LOAD_FAILED }} />;
  }
  return (
    <Page>
      {job.isPending ? (
        <JobPageSkeleton />
      ) : (
        <>
          {/* A job no longer open says so first: whoever followed a link came for that answer. */}
          {gone(job.data) && <JobStateNotice job={job.data} />}
          <JobSummary job={job.data} action={<JobSaveToggle job={job.data} />} />
          {!gone(job.data) && <JobStateNotice job={job.data} />}
          {!session && canApply(job.data) && (
            <ReadyToApply jobId={job.data.id} questions={job.data.questions} />
          )}
          {session?.role === 'student' && canApply(job.data) && <StudentApply job={job.data} />}
          {session?.role === 'employer' && (
            <Note>You are signed in as an employer. Students apply to jobs from this page.</Note>
          )}
          <ReportListing jobId={job.data.id} />
        </>
      )}
      <div>
        <ButtonLink href={paths.jobsSearch} $variant="secondary">
          More jobs
        </ButtonLink>
      </div>
    </Page>
  );
}
