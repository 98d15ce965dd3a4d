import type { JobDetail } from 'api-contract/listings';
import { StatusBadge, formatDate, paths } from 'shared-kit';
import styled from 'styled-components';
import { ButtonLink } from 'ui';
import { SimilarJobs } from './similar-jobs';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: 0;
  }
`;

const ApplicationsLink = styled(ButtonLink)`
  margin-top: ${({ theme }) => theme.space.sm};
`;

/** What the job page shows instead of the form: the student's own application. */
function AlreadyApplied({
  application,
}: {
  application: NonNullable<JobDetail['my_application']>;
}) {
  return (
    <Box aria-labelledby="applied-title">
      <h2 id="applied-title">You applied for this job</h2>
      <p>
        Applied on {formatDate(application.created_at)}. Status:{' '}
        <StatusBadge status={application.status} />
      </p>
      <ApplicationsLink href={paths.studentProfile} $variant="secondary">
        View your applications
      </ApplicationsLink>
    </Box>
  );
}

/** A withdrawn application, while the job is open: the student may apply again. */
function Withdrawn({ application }: { application: NonNullable<JobDetail['my_application']> }) {
  return (
    <Box aria-labelledby="withdrawn-title">
      <h2 id="withdrawn-title">You withdrew your application</h2>
      <p>
        You applied on {formatDate(application.created_at)} and withdrew it. The job is still open:
        you can apply again below.
      </p>
    </Box>
  );
}

/** The student's application that still counts: any but a withdrawn one. */
const standing = (job: JobDetail) =>
  job.my_application && job.my_application.status !== 'withdrawn' ? job.my_application : null;

const unavailable = {
  full: {
    title: 'This job is full',
    text: (job: JobDetail) =>
      `It has received the most applications it takes (${job.max_applications}).`,
  },
  closed: {
    title: 'This job is no longer taking applications',
    text: () => 'The employer is no longer taking applications for it.',
  },
  filled: {
    title: 'This job has been filled',
    text: () => 'The employer has found someone and closed the listing.',
  },
  cancelled: {
    title: 'This job is no longer taking applications',
    text: () => 'The employer closed the listing: the job will not go ahead.',
  },
  expired: {
    title: 'This job has expired',
    text: (job: JobDetail) => `Applications closed on ${formatDate(job.expiry_date)}.`,
  },
} as const;

/**
 * Why the job page shows no form, or null when it may: the signed-in student already applied, or
 * the listing is full, closed or expired (for visitors as well).
 */
export function JobStateNotice({ job }: { job: JobDetail }) {
  const application = standing(job);
  if (application) return <AlreadyApplied application={application} />;
  if (job.availability === 'open') {
    return job.my_application ? <Withdrawn application={job.my_application} /> : null;
  }
  const state =
    job.availability === 'closed' && job.close_outcome ? job.close_outcome : job.availability;
  const { title, text } = unavailable[state];
  return (
    <>
      <Box aria-labelledby="unavailable-title">
        <h2 id="unavailable-title">{title}</h2>
        <p>{text(job)}</p>
      </Box>
      <SimilarJobs jobId={job.id} />
    </>
  );
}

/** Whether the job page may offer the form (or Ready to Apply?): after withdrawing, again. */
export const canApply = (job: JobDetail) => !standing(job) && job.availability === 'open';
