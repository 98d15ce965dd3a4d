import { useEffect, useState } from 'react';
import {
  type HeldListing,
  reviewReasonTexts,
  type ReviewStatusResponse,
} from 'api-contract/moderation';
import {
  Button,
  Card,
  formatDate,
  Heading,
  LoadFailure,
  logError,
  media,
  showToast,
} from 'shared-kit';
import styled from 'styled-components';
import { column, StackedList } from 'ui';
import { useReviewStatus } from '../api/get-review-status';
import { AskReviewDialog } from './ask-review-dialog';
import { PAUSED_TITLE, PausedReason } from './paused-reason';

const Notice = styled(Card)`
  ${column('md')}
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
`;

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }
  p,
  ul {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  ul {
    padding-left: 1.25rem;
  }
`;

const Text = styled.div`
  flex: 1 1 20rem;
  min-width: 0;
`;

const Asked = styled.p`
  flex: 0 1 16rem;
  color: ${({ theme }) => theme.colors.textMuted};
  ${media.mobile} {
    flex-basis: 100%;
  }
`;

/** What the dialog is open for: a held listing, or the account's paused posting. */
type Asking = { listingId: string; about: string } | { listingId: null; about: string };

function AskAction({
  requestedAt,
  label,
  onAsk,
}: {
  requestedAt: string | null;
  label: string;
  onAsk: () => void;
}) {
  if (requestedAt !== null) {
    return <Asked>You asked for a review on {formatDate(requestedAt)}. We will email you.</Asked>;
  }
  return (
    <Button variant="secondary" size="sm" aria-label={label} onClick={onAsk}>
      Ask for review
    </Button>
  );
}

function HeldItem({ listing, onAsk }: { listing: HeldListing; onAsk: () => void }) {
  return (
    <Item>
      <Text>
        <h3>{listing.title}</h3>
        <p>Held {formatDate(listing.held_at)}. Why:</p>
        <ul>
          {listing.reasons.map((kind) => (
            <li key={kind}>{reviewReasonTexts[kind]}</li>
          ))}
        </ul>
      </Text>
      <AskAction
        requestedAt={listing.review_requested_at}
        label={`Ask for review: ${listing.title}`}
        onAsk={onAsk}
      />
    </Item>
  );
}

function PausedItem({
  posting,
  onAsk,
}: {
  posting: ReviewStatusResponse['posting'];
  onAsk: () => void;
}) {
  return (
    <Item>
      <Text>
        <h3>{PAUSED_TITLE}</h3>
        <PausedReason posting={posting} />
      </Text>
      <AskAction
        requestedAt={posting.review_requested_at}
        label="Ask for review: paused posting"
        onAsk={onAsk}
      />
    </Item>
  );
}

/**
 * What holding a listing means. "Nothing is refused" is true of a held listing, but not beside the
 * listing our team removed when posting is paused.
 */
function heldLead(paused: boolean): string {
  const asked =
    'a moderator usually decides within a day, and you can tell them what they should know.';
  return paused
    ? `Our checks ask a person to look before students see some listings: ${asked}`
    : `Our checks ask a person to look before students see some listings. Nothing is refused: ${asked}`;
}

/**
 * What our checks are holding back, said plainly: each listing waiting for a person with the kind
 * of reason, and paused posting, each with a way to ask a moderator to look. Nothing when nothing
 * is held.
 */
export function ReviewNotice() {
  const status = useReviewStatus();
  const [asking, setAsking] = useState<Asking | null>(null);
  const failed = status.isError && !status.isFetching;
  useEffect(() => {
    if (failed) logError('Loading what waits for review failed', status.error);
  }, [failed, status.error]);

  if (failed) {
    return (
      <LoadFailure
        message="We could not check whether any of your listings is waiting for our team."
        onRetry={() => void status.refetch()}
      />
    );
  }
  const data = status.data;
  if (!data || (data.held.length === 0 && !data.posting.paused)) return null;
  const sent = () => {
    setAsking(null);
    showToast('Request sent. Our team will email you.');
  };
  return (
    <Notice as="section" aria-labelledby="our-review-title">
      <Heading id="our-review-title">Waiting for our team</Heading>
      {data.held.length > 0 && <Lead>{heldLead(data.posting.paused)}</Lead>}
      <StackedList>
        {data.posting.paused && (
          <PausedItem
            posting={data.posting}
            onAsk={() => setAsking({ listingId: null, about: 'why posting is paused' })}
          />
        )}
        {data.held.map((listing) => (
          <HeldItem
            key={listing.id}
            listing={listing}
            onAsk={() =>
              setAsking({ listingId: listing.id, about: `your listing ‘${listing.title}’` })
            }
          />
        ))}
      </StackedList>
      {asking && (
        <AskReviewDialog
          listingId={asking.listingId}
          about={asking.about}
          onClose={() => setAsking(null)}
          onSent={sent}
        />
      )}
    </Notice>
  );
}
