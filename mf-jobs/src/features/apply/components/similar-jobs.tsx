import { RemoteLink, SkeletonText, paths } from 'shared-kit';
import styled from 'styled-components';
import { column } from 'ui';
import { useSimilarJobs } from '../api/get-similar-jobs';

const Root = styled.section`
  ${column('sm')}
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const List = styled.ul`
  ${column('xs')}
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    overflow-wrap: anywhere;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * Open jobs like one that no longer takes applications (same category, nearby), or nothing when
 * there are none. A failure shows nothing either: the page's own message and search link stand.
 */
export function SimilarJobs({ jobId }: { jobId: string }) {
  const similar = useSimilarJobs(jobId);
  if (similar.isError) return null;
  if (similar.isPending) return <SkeletonText lines={3} />;
  if (similar.data.length === 0) return null;
  return (
    <Root aria-labelledby="similar-jobs-title">
      <h2 id="similar-jobs-title">Open jobs like this one</h2>
      <List>
        {similar.data.map((other) => (
          <li key={other.id}>
            <RemoteLink href={paths.jobApply(other.id)}>{other.title}</RemoteLink>{' '}
            <span>
              · {other.company} · {other.location}
            </span>
          </li>
        ))}
      </List>
    </Root>
  );
}
