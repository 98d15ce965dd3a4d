import type { JobDetail } from 'api-contract/listings';
import { VisuallyHidden } from 'shared-kit';
import styled from 'styled-components';

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    color: ${({ theme }) => theme.colors.brand};
  }
`;

/** The website's host, as a student reads a link: "harbourlane.cafe". */
const hostOf = (website: string) => {
  try {
    return new URL(website).hostname.replace(/^www\./, '');
  } catch {
    return website;
  }
};

/**
 * Where the business is (suburb and state) and its website, under what it says about itself.
 * The link is the employer's words, so it passes no ranking (nofollow ugc) and no opener.
 */
export function BusinessWhere({
  job,
}: {
  job: Pick<JobDetail, 'business_suburb' | 'business_website'>;
}) {
  const { business_suburb: suburb, business_website: website } = job;
  if (!suburb && !website) return null;
  return (
    <Line>
      {suburb && <span>Based in {suburb}</span>}
      {website && (
        <a href={website} target="_blank" rel="nofollow ugc noopener">
          {hostOf(website)}
          <VisuallyHidden> (their website, opens in a new tab)</VisuallyHidden>
        </a>
      )}
    </Line>
  );
}
