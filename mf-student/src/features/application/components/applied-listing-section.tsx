import { LoadFailure, PayText, RemoteLink, SkeletonText, formatDate, paths } from 'shared-kit';
import styled from 'styled-components';
import { Facts, TitledSection } from 'ui';
import { useAppliedListing } from '../api/get-applied-listing';

const Changed = styled.p`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 3px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningSoft};
`;

const Answers = styled.dl`
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dd {
    margin: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.md};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const Text = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/**
 * The job as it read when the student applied (the version their application was made under),
 * with their answers beside the questions they answered; when the employer has changed it since,
 * says so, with a link to the job as it reads now.
 */
export function AppliedListingSection({
  applicationId,
  jobId,
}: {
  applicationId: string;
  jobId?: string;
}) {
  const applied = useAppliedListing(applicationId);
  const title = 'The job as you applied';
  if (applied.isPending) {
    return (
      <TitledSection id="applied-listing" title={title}>
        <SkeletonText lines={4} />
      </TitledSection>
    );
  }
  if (applied.isError) {
    return (
      <TitledSection id="applied-listing" title={title}>
        <LoadFailure
          message="The job as you applied could not be loaded."
          retrying={applied.isFetching}
          onRetry={() => void applied.refetch()}
        />
      </TitledSection>
    );
  }
  const job = applied.data;
  return (
    <TitledSection id="applied-listing" title={title}>
      {job.current_version > job.version && (
        <Changed role="note">
          The employer has changed this job since you applied. You applied to version {job.version};
          it now reads differently
          {jobId ? (
            <>
              {' '}
              (<RemoteLink href={paths.jobApply(jobId)}>see the job as it is now</RemoteLink>)
            </>
          ) : null}
          .
        </Changed>
      )}
      <Facts>
        <dt>Title</dt>
        <dd>{job.title}</dd>
        <dt>Pay</dt>
        <dd>
          <PayText pay={job.pay} />
        </dd>
        <dt>Location</dt>
        <dd>{job.location}</dd>
        <dt>Version</dt>
        <dd>
          Version {job.version}, saved {formatDate(job.version_created_at)}
        </dd>
      </Facts>
      <Text>{job.description}</Text>
      {job.answers.length > 0 && (
        <Answers aria-label="Your answers">
          {job.answers.map((a, index) => (
            <div key={index}>
              <dt>{a.question}</dt>
              <dd>{a.answer}</dd>
            </div>
          ))}
        </Answers>
      )}
      {job.anything_else_answer?.trim() && (
        <Facts>
          <dt>Anything else</dt>
          <dd>{job.anything_else_answer}</dd>
        </Facts>
      )}
    </TitledSection>
  );
}
