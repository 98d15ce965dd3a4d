import type { ReviewRequestItem } from 'api-contract/moderation';
import { Card, RemoteLink, Skeleton, SkeletonLine, formatDate, theme } from 'shared-kit';
import styled from 'styled-components';
import { column, SkeletonTitle, wrappingRow } from 'ui';
import { EmployerHistoryLine } from '../../../components/employer-history';
import { ListingStatusBadge } from '../../../components/listing-status-badge';
import { ReinstateForm } from '../../../components/reinstate-form';
import { reviewUrl } from '../../../lib/moderation-paths';
import { waitingFor } from '../../../lib/words';
import { AnswerForm } from './answer-form';

const Root = styled(Card)`
  ${column('sm')}
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
`;

const About = styled.p`
  ${wrappingRow('xs', 'sm')}
  overflow-wrap: anywhere;
  a {
    color: ${({ theme }) => theme.colors.brand};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Paused = styled.strong`
  color: ${({ theme }) => theme.colors.warning};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** The employer's words, set apart and quoted as the review quotes reports. */
const Message = styled.p`
  padding-left: ${({ theme }) => theme.space.sm};
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Done = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.status.posted.fg};
`;

const ANSWERED = 'Answered; the employer was emailed.';
const REINSTATED = 'Posting is open again; the employer was told why.';

/**
 * One employer's request for a person to look again: who asks, their past, what about (a held
 * listing, linked to its review, or their paused posting) and their words; answered here in
 * writing, or, for a paused posting, by reinstating it. Once settled it says so in its place.
 */
export function RequestCard({
  item,
  outcome,
  onSettled,
}: {
  item: ReviewRequestItem;
  outcome: string | undefined;
  onSettled: (outcome: string) => void;
}) {
  const titleId = `request-${item.id}`;
  const { listing, employer } = item;
  const pausedPosting = listing === null && employer.posting_suspended;
  return (
    <Root as="article" aria-labelledby={titleId}>
      <h2 id={titleId}>{employer.business_name}</h2>
      <EmployerHistoryLine history={employer} reportedHere={false} />
      <About>
        <span>About:</span>
        {listing ? (
          <>
            <RemoteLink href={reviewUrl(listing.id, 'requests')}>{listing.title}</RemoteLink>
            <ListingStatusBadge status={listing.status} />
          </>
        ) : (
          <Paused>Paused posting</Paused>
        )}
      </About>
      <Message>{`“${item.message}”`}</Message>
      <Muted>
        Asked {formatDate(item.created_at)}, waiting {waitingFor(item.created_at)}
      </Muted>
      <div role="status">{outcome && <Done>{outcome}</Done>}</div>
      {outcome === undefined && (
        <>
          <AnswerForm requestId={item.id} onAnswered={() => onSettled(ANSWERED)} />
          {pausedPosting && (
            <>
              <Muted>
                An answer leaves posting paused. Reinstating it answers the request too: the
                employer is emailed your reason.
              </Muted>
              <ReinstateForm
                employerId={employer.employer_id}
                onReinstated={() => onSettled(REINSTATED)}
              />
            </>
          )}
        </>
      )}
    </Root>
  );
}

/** {@link RequestCard} while the requests load. */
export function RequestCardPlaceholder() {
  return (
    <Root aria-hidden="true">
      <SkeletonTitle size="lg" width="12rem" />
      <SkeletonLine fontSize={theme.fontSizes.sm} width="16rem" />
      <SkeletonLine width="60%" />
      <SkeletonLine width="90%" />
      <SkeletonLine fontSize={theme.fontSizes.sm} width="14rem" />
      <Skeleton height="6.5rem" />
      <Skeleton width="8rem" height="2.75rem" />
    </Root>
  );
}
