import { Skeleton, theme, useSession } from 'shared-kit';
import { ApplyFormSkeleton } from './apply-form-skeleton';
import { JobSummarySkeleton } from './job-summary';

/** The Ready to Apply? box while the job loads: heading, one line and Get Started. */
function ReadyToApplySkeleton() {
  return <Skeleton height="11.5rem" radius={theme.radii.lg} />;
}

/**
 * The job page while the job loads: the job block and what the signed-in role will see under
 * it, so 'More jobs' is already where the loaded page puts it.
 */
export function JobPageSkeleton() {
  const session = useSession();
  return (
    <>
      <JobSummarySkeleton />
      {!session && <ReadyToApplySkeleton />}
      {session?.role === 'student' && <ApplyFormSkeleton />}
      {session?.role === 'employer' && <Skeleton height="1.5rem" width="30rem" />}
    </>
  );
}
