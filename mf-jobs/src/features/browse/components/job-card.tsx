import type { JobCard as JobCardData } from 'api-contract/listings';
import { formatDate, paths, PayText } from 'shared-kit';
import styled from 'styled-components';
import { ButtonLink, column } from 'ui';
import { applicantsText, distanceText } from '../../../lib/job-words';
import { useJobCardAction } from '../job-card-action';

const Card = styled.article`
  ${column('sm')}
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

// Title and business, with the card's action (the save toggle) in the corner; wraps for its error.
const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
`;

const Who = styled.div`
  flex: 1;
  min-width: 0;
  ${column('sm')}
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

// Plain text in the text's colour: brand blue would read as a link, and it is not one.
const Company = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Pay = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${({ theme }) => theme.space.sm};
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Junior = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Preview = styled.p`
  margin: 0;
  flex: 1;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.125rem ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

// The distance from the place searched, on a line of its own under the suburb.
const Distance = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/**
 * A job in a category grid: what, who, what it pays, where (and how far from the place searched),
 * until when, how full, and View Details.
 */
export function JobCard({ job }: { job: JobCardData }) {
  const href = paths.jobApply(job.id);
  const action = useJobCardAction();
  return (
    <Card aria-labelledby={`job-${job.id}`}>
      <Header>
        <Who>
          <Title id={`job-${job.id}`}>{job.title}</Title>
          <Company>{job.company}</Company>
        </Who>
        {action(job)}
      </Header>
      <Pay>
        <span>
          <PayText pay={job.pay} />
        </span>
        {job.pay.junior_rates && <Junior>Junior rates apply</Junior>}
      </Pay>
      <Preview>{job.short_preview}</Preview>
      <Facts>
        <dt>Location</dt>
        <dd>
          {job.location}
          {job.distance_km !== undefined && <Distance>{distanceText(job.distance_km)}</Distance>}
        </dd>
        <dt>Closes</dt>
        <dd>{formatDate(job.expiry)}</dd>
        <dt>Applications</dt>
        <dd>{applicantsText(job.applications, job.max_applications)}</dd>
      </Facts>
      <ButtonLink href={href} $variant="secondary" aria-describedby={`job-${job.id}`}>
        View Details
      </ButtonLink>
    </Card>
  );
}
