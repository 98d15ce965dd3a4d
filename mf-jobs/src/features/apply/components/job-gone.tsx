import { ApiError, PageContainer, paths } from 'shared-kit';
import styled from 'styled-components';
import { ButtonLink } from 'ui';
import { SimilarJobs } from './similar-jobs';

const Page = styled(PageContainer)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  max-width: 52rem;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * Whether the job page's failure is about the job itself (removed: 410; unknown or not public:
 * 404, or an id that is no id: 400) rather than the network or the server, which go back to
 * search as SPEC section 8 says.
 */
export const isGone = (error: unknown) =>
  error instanceof ApiError && [400, 404, 410].includes(error.status);

/**
 * A job link that no longer leads to a job says so, with a way on: open jobs like a
 * removed one, and search.
 */
export function JobGone({ jobId, error }: { jobId: string; error: unknown }) {
  const removed = error instanceof ApiError && error.status === 410;
  return (
    <Page>
      <h1>{removed ? 'This job was removed' : 'We couldn’t find this job'}</h1>
      <p>
        {removed
          ? 'Its employer or our team took the listing down, so it no longer takes applications.'
          : 'The link may be mistyped, or the listing may never have been published.'}
      </p>
      {removed && <SimilarJobs jobId={jobId} />}
      <ButtonLink href={paths.jobsSearch} $variant="primary">
        Search open jobs
      </ButtonLink>
    </Page>
  );
}
