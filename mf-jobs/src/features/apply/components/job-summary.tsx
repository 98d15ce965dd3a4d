import type { ReactNode } from 'react';
import type { JobDetail } from 'api-contract/listings';
import { Skeleton, SkeletonLine, formatDate, media, theme, PayText } from 'shared-kit';
import styled from 'styled-components';
import { column } from 'ui';
import { placesLeftText } from '../../../lib/job-words';
import { reviewTimeText } from '../job-pay';
import { responseRateText } from '../response-rate-text';
import { BusinessAbn } from './business-abn';
import { BusinessWhere } from './business-where';
import { JuniorRatesNotice } from './junior-rates-notice';

/** The title's size: the theme's largest on a desktop, down to 1.75rem on a phone. */
const TITLE_SIZE = `clamp(1.75rem, 1.2rem + 2.5vw, ${theme.fontSizes.xxl})`;

const Block = styled.section`
  ${column('md')}
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h1 {
    margin: 0;
    font-size: ${TITLE_SIZE};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    /* A long word in a title (a code, a URL) wraps rather than pushing the page sideways. */
    overflow-wrap: anywhere;
  }
  /* On a phone a title's words fit whole: "Merchandising" at the desktop size was wider than
     the card, and broke mid-word. */
  ${media.mobile} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

// Title and business, with the page's action (the save toggle) beside them, or below on a phone.
const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

const Who = styled.div`
  flex: 1 1 18rem;
  min-width: 0;
  ${column('md')}
`;

// The business and, under it, its ABN: one block, closer together than the title above.
const BusinessLines = styled.div`
  ${column('xs')}
`;

const Business = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const Preview = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Pay = styled.div`
  ${column('xs')}
  p {
    margin: 0;
  }
`;

const PayLine = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Schedule = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

// How the employer answers applications: their usual review time and response rate.
const Answers = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  p {
    margin: 0;
  }
`;

const AnswerLine = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Description = styled.div`
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  white-space: pre-line;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

/**
 * The job block of the apply page: title, business and its ABN (and `action` beside them),
 * preview, pay, facts, junior rates when they apply, then the description and what the business
 * says of itself, where it is and its website.
 */
export function JobSummary({ job, action }: { job: JobDetail; action?: ReactNode }) {
  const reviewTime = reviewTimeText(job.usual_review_days);
  const responseRate = responseRateText(job.response_rate);
  const open = job.availability === 'open';
  return (
    <Block aria-labelledby="job-title">
      <Header>
        <Who>
          <h1 id="job-title">{job.title}</h1>
          <BusinessLines>
            <Business>{job.business_name}</Business>
            {job.abn && <BusinessAbn abn={job.abn} />}
          </BusinessLines>
        </Who>
        {action}
      </Header>
      <Preview>{job.short_preview}</Preview>
      <Pay>
        <PayLine>
          <PayText pay={job.pay} />
        </PayLine>
        {job.pay.schedule !== '' && <Schedule>{job.pay.schedule}</Schedule>}
      </Pay>
      <Facts aria-label="Job details">
        <li>{job.location}</li>
        {/* A job no longer open has no closing date ahead: its notice says when and why. */}
        {open && <li>Closes {formatDate(job.expiry_date)}</li>}
        <li>
          {/* SPEC's "0 / 3 applicants", then what the figures mean while it takes applications. */}
          {job.submitted_count} / {job.max_applications} applicants
          {open && `: ${placesLeftText(job.submitted_count, job.max_applications)}`}
        </li>
      </Facts>
      {(reviewTime || responseRate) && (
        <Answers>
          {reviewTime && <AnswerLine>{reviewTime}</AnswerLine>}
          {responseRate && <AnswerLine>{responseRate}</AnswerLine>}
        </Answers>
      )}
      {job.pay.junior_rates && <JuniorRatesNotice pay={job.pay} />}
      <Description>
        <h2>About the role</h2>
        <p>{job.description}</p>
      </Description>
      {(job.business_description || job.business_suburb || job.business_website) && (
        <Description>
          <h2>About {job.business_name}</h2>
          {job.business_description && <p>{job.business_description}</p>}
          <BusinessWhere job={job} />
        </Description>
      )}
    </Block>
  );
}

const Pills = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const TitleLine = styled(SkeletonLine)`
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

/** A fact pill's height: a small line plus its padding. */
const PILL_HEIGHT = `calc(${theme.fontSizes.sm} * ${theme.lineHeights.body} + 2 * ${theme.space.xs})`;

/** The job block while the job loads, line for line in the sizes of the real one. */
export function JobSummarySkeleton() {
  const { fontSizes, lineHeights } = theme;
  return (
    <Block aria-hidden="true">
      <SkeletonLine fontSize={TITLE_SIZE} lineHeight={lineHeights.tight} width="70%" />
      <SkeletonLine fontSize={fontSizes.lg} width="40%" />
      <SkeletonLine fontSize={fontSizes.lg} width="85%" />
      <Pay>
        <SkeletonLine fontSize={fontSizes.lg} width="16rem" />
        <SkeletonLine width="12rem" />
      </Pay>
      <Pills>
        {['8rem', '9rem', '8rem'].map((width, index) => (
          <Skeleton key={index} width={width} height={PILL_HEIGHT} radius={theme.radii.pill} />
        ))}
      </Pills>
      <Description>
        <TitleLine fontSize={fontSizes.lg} lineHeight={lineHeights.tight} width="9rem" />
        <SkeletonLine />
        <SkeletonLine />
        <SkeletonLine />
        <SkeletonLine width="60%" />
      </Description>
    </Block>
  );
}
