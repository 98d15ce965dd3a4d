import { useEffect } from 'react';
import { entityId } from 'api-contract/common';
import { useSearchParams } from 'react-router-dom';
import {
  ApiError,
  ErrorState,
  RemoteLink,
  Skeleton,
  VisuallyHidden,
  formatDate,
  logError,
  media,
  theme,
} from 'shared-kit';
import styled from 'styled-components';
import { column, PageColumn, SkeletonTitle, wrappingRow } from 'ui';
import { ListingStatusBadge } from '../../../components/listing-status-badge';
import { queueOf, queueUrl } from '../../../lib/moderation-paths';
import { count } from '../../../lib/words';
import { useModeratedListing } from '../api/get-moderated-listing';
import { AbnSection } from './abn-section';
import { DecisionForm } from './decision-form';
import { EmployerSection } from './employer-section';
import { ListingSection } from './listing-section';
import { PastDecisionsSection } from './past-decisions-section';
import { ReasonsSection } from './reasons-section';
import { ReportsSection } from './reports-section';
import { ReviewRequestSection } from './review-request-section';
import { loadFailureText } from '../../../lib/failure-words';

// A listing's title can be long: it wraps anywhere, and is smaller on a phone.
const Page = styled(PageColumn)`
  h1 {
    line-height: ${({ theme }) => theme.lineHeights.tight};
    overflow-wrap: anywhere;
    ${media.mobile} {
      font-size: ${({ theme }) => theme.fontSizes.xl};
    }
  }
`;

const Back = styled(RemoteLink)`
  align-self: flex-start;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.brand};
`;

const Header = styled.div`
  ${column('sm')}
`;

const StatusLine = styled.p`
  ${wrappingRow('xs', 'sm')}
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Reports = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

// The decision beside the listing on a wide screen; under it, after everything, on a narrow one.
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(18rem, 22rem);
  align-items: start;
  gap: ${({ theme }) => theme.space.lg};
  ${media.tablet} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Column = styled.div`
  ${column('lg')}
  min-width: 0;
`;

const NotFound = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The id of `?id=`, when it is one (anything else cannot be a listing). */
function listingId(value: string | null): string | null {
  return value !== null && entityId.safeParse(value).success ? value : null;
}

/** One listing as a moderator reviews it, and the decision on it. */
export function ReviewScreen() {
  const [params] = useSearchParams();
  const id = listingId(params.get('id'));
  const backTo = queueUrl(queueOf(params.get('from')));
  const listing = useModeratedListing(id);
  const missing =
    id === null || (listing.error instanceof ApiError && listing.error.status === 404);

  useEffect(() => {
    if (listing.isError && !missing)
      logError('Loading the listing for review failed', listing.error);
  }, [listing.isError, listing.error, missing]);

  const back = <Back href={backTo}>← Back to the queue</Back>;

  if (missing) {
    return (
      <Page>
        <NotFound>
          <h1>We couldn&apos;t find this listing.</h1>
          <p>
            It may have been deleted with its employer&apos;s account, or the link is incomplete.
          </p>
          <RemoteLink href={backTo}>Back to the queue</RemoteLink>
        </NotFound>
      </Page>
    );
  }

  const data = listing.data;
  if (!data) {
    return (
      <Page>
        {back}
        {listing.isError && !listing.isFetching ? (
          <>
            <h1>Review listing</h1>
            <ErrorState
              title="The listing could not be loaded"
              message={loadFailureText(listing.error)}
              onAction={() => void listing.refetch()}
            />
          </>
        ) : (
          <ReviewSkeleton />
        )}
      </Page>
    );
  }

  return (
    <Page>
      {back}
      <Header>
        <h1>{data.title}</h1>
        <StatusLine>
          <ListingStatusBadge status={data.status} openReports={data.reports} />
          {data.held_at && <span>Held {formatDate(data.held_at)}</span>}
          {data.reports > 0 && <Reports>{count(data.reports, 'open report')}</Reports>}
        </StatusLine>
      </Header>
      <Columns>
        <Column>
          <ReasonsSection listing={data} />
          <ListingSection listing={data} />
          <ReportsSection listing={data} />
          <PastDecisionsSection listing={data} />
        </Column>
        <Column>
          <EmployerSection listing={data} />
          <AbnSection listing={data} />
          {/* Right above the decision, which answers it: beside the listing, or last on a phone. */}
          <ReviewRequestSection listing={data} />
          <DecisionForm listing={data} backTo={backTo} />
        </Column>
      </Columns>
    </Page>
  );
}

/** The review's shape while the listing loads. */
function ReviewSkeleton() {
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">Loading the listing…</VisuallyHidden>
      <Header aria-hidden="true">
        <SkeletonTitle size="xxl" width="60%" />
        <Skeleton width="8rem" height="1.3rem" radius={theme.radii.pill} />
      </Header>
      <Columns aria-hidden="true" style={{ marginTop: theme.space.lg }}>
        <Column>
          <Skeleton height="8rem" />
          <Skeleton height="16rem" />
        </Column>
        <Column>
          <Skeleton height="10rem" />
          <Skeleton height="18rem" />
        </Column>
      </Columns>
    </div>
  );
}
