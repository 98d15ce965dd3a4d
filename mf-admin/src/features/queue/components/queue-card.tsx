import type { ModerationQueue, ModerationQueueItem } from 'api-contract/moderation';
import { Card, RemoteLink, Skeleton, SkeletonLine, formatDate, theme } from 'shared-kit';
import styled from 'styled-components';
import { column, SkeletonTitle, wrappingRow } from 'ui';
import { EmployerHistoryLine } from '../../../components/employer-history';
import { ListingStatusBadge } from '../../../components/listing-status-badge';
import { Pill, ReasonPills, ReportReasonPills } from '../../../components/reason-pills';
import { reviewUrl } from '../../../lib/moderation-paths';
import { count, waitingFor, weight } from '../../../lib/words';

const Root = styled(Card)`
  ${column('sm')}
  min-width: 0;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
  a {
    color: ${({ theme }) => theme.colors.brand};
  }
`;

const Tags = styled.p`
  ${wrappingRow('xs')}
  margin: 0;
`;

/** Blue, apart from the amber reasons: the employer's doing, not a signal of ours. */
const Asked = styled(Pill)`
  background: ${({ theme }) => theme.status.submitted.bg};
  color: ${({ theme }) => theme.status.submitted.fg};
`;

const Business = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Reports = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Dot = () => <span aria-hidden="true">·</span>;

/**
 * One listing of the queue: what it is, who posted it, since when it waits and why. On the
 * reported tab, whose listings can be in any state, its state and what its open reports weigh.
 */
export function QueueCard({ item, queue }: { item: ModerationQueueItem; queue: ModerationQueue }) {
  const titleId = `queue-item-${item.id}`;
  const reported = queue === 'reported';
  return (
    <Root as="article" aria-labelledby={titleId}>
      <Title id={titleId}>
        <RemoteLink href={reviewUrl(item.id, queue)}>{item.title}</RemoteLink>
      </Title>
      {(reported || item.review_requested) && (
        <Tags>
          {reported && <ListingStatusBadge status={item.status} openReports={item.reports} />}
          {item.review_requested && <Asked as="span">Review asked</Asked>}
        </Tags>
      )}
      <Business>{item.employer.business_name}</Business>
      <Meta>
        {item.held_at ? (
          <>
            <span>Held {formatDate(item.held_at)}</span>
            <Dot />
            <span>waiting {waitingFor(item.held_at)}</span>
          </>
        ) : item.status === 'posted' ? (
          <span>Live since {formatDate(item.created_at)}</span>
        ) : (
          <span>Created {formatDate(item.created_at)}</span>
        )}
        {item.reports > 0 && (
          <>
            <Dot />
            <Reports>{count(item.reports, 'open report')}</Reports>
            {reported && item.report_weight !== undefined && (
              <>
                <Dot />
                <span>weighing {weight(item.report_weight)}</span>
              </>
            )}
          </>
        )}
      </Meta>
      <ReasonPills reasons={item.reasons} label="Why it is here" />
      <ReportReasonPills reasons={item.report_reasons ?? []} />
      <EmployerHistoryLine history={item.employer} reportedHere={item.reports > 0} />
    </Root>
  );
}

/** {@link QueueCard} while the queue loads, line for line (the reported tab's state badge too). */
export function QueueCardPlaceholder({ withState = false }: { withState?: boolean }) {
  return (
    <Root aria-hidden="true">
      <SkeletonTitle size="lg" width="60%" />
      {withState && <Skeleton width="5rem" height="1.3rem" radius={theme.radii.pill} />}
      <SkeletonLine width="12rem" />
      <SkeletonLine fontSize={theme.fontSizes.sm} width="14rem" />
      <Skeleton width="11rem" height="1.3rem" radius={theme.radii.pill} />
      <SkeletonLine fontSize={theme.fontSizes.sm} width="16rem" />
    </Root>
  );
}
