import { useRef, useState } from 'react';
import { TEXT_AREA_MAX_LENGTH } from 'api-contract/common';
import {
  messageDecisionMessages,
  type MessageDecisionResponse,
  type MessageOutcome,
  type ModeratedMessage,
} from 'api-contract/applications';
import {
  Button,
  Card,
  RemoteLink,
  Skeleton,
  SkeletonLine,
  TextArea,
  formatDate,
  getErrorDetail,
  theme,
} from 'shared-kit';
import styled from 'styled-components';
import { column, ConfirmFlow, SkeletonTitle, wrappingRow, type ConfirmedAction } from 'ui';
import { ListingStatusBadge } from '../../../components/listing-status-badge';
import { reviewUrl } from '../../../lib/moderation-paths';
import { isDealtWith, useDecideMessage, useRefreshAfterDecision } from '../api/decide-message';
import { confirmation, earlierDecision, outcomeText } from '../message-words';

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

/** The employer's or the student's words, quoted and set apart; text only, line breaks kept. */
const Quote = styled.p`
  padding-left: ${({ theme }) => theme.space.sm};
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Why = styled.div`
  ${column('xs')}
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;

const Actions = styled.div`
  ${wrappingRow('sm', 'md')}
`;

const Done = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.status.posted.fg};
`;

const FAILED = 'Your decision was not saved. Please try again.';

/**
 * One employer's message the scam checks flagged or a student reported: who sent it about which
 * listing (linked to its review), the words, why it is here (the signals in words, the student's
 * reason), and the two outcomes, each behind a confirmation. Once decided it says so in its place.
 */
export function MessageCard({
  item,
  outcome,
  onSettled,
}: {
  item: ModeratedMessage;
  outcome: string | undefined;
  onSettled: (outcome: string) => void;
}) {
  const titleId = `message-${item.id}`;
  const noteId = `message-note-${item.id}`;
  const { listing, employer } = item;
  const signals =
    item.signals ?? item.scam_signals.map((code) => ({ code, label: code.replaceAll('_', ' ') }));
  const decide = useDecideMessage();
  const refresh = useRefreshAfterDecision();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const [chosen, setChosen] = useState<MessageOutcome | null>(null);
  const answered = useRef<MessageDecisionResponse | null>(null);

  const choose = (next: MessageOutcome) => {
    if (next === 'listing_removed' && note.trim() === '') {
      setNoteError(messageDecisionMessages.noteNeeded);
      document.getElementById(noteId)?.focus();
      return;
    }
    setNoteError(undefined);
    setChosen(next);
  };
  const action: ConfirmedAction = {
    mutate: (id, { onSuccess }) => {
      if (chosen === null) return;
      const trimmed = note.trim();
      decide.mutate(
        { id, body: { outcome: chosen, ...(trimmed ? { note: trimmed } : {}) } },
        {
          onSuccess: (answer) => {
            answered.current = answer;
            onSuccess();
          },
        },
      );
    },
    reset: decide.reset,
    isPending: decide.isPending,
    isError: decide.isError,
  };
  const asked = chosen === null ? null : confirmation(chosen, listing.title);

  return (
    <Root as="article" aria-labelledby={titleId}>
      <h2 id={titleId}>{employer.business_name}</h2>
      <About>
        <span>About:</span>
        <RemoteLink href={reviewUrl(listing.id, 'messages')}>{listing.title}</RemoteLink>
        {listing.status && <ListingStatusBadge status={listing.status} />}
      </About>
      <Quote>{`“${item.body}”`}</Quote>
      <Muted>Sent {formatDate(item.sent_at)}</Muted>
      {signals.length > 0 && (
        <Why>
          <h3>The scam checks found</h3>
          <ul>
            {signals.map((signal) => (
              <li key={signal.code}>{signal.label}</li>
            ))}
          </ul>
        </Why>
      )}
      {item.report_reason !== null && (
        <Why>
          <h3>
            The student reported it{item.reported_at ? ` on ${formatDate(item.reported_at)}` : ''}
          </h3>
          <Quote>{`“${item.report_reason}”`}</Quote>
        </Why>
      )}
      {item.decision && (
        <Muted>
          {earlierDecision(item.decision.outcome)} on {formatDate(item.decision.decided_at)}
          {item.decision.moderator_email ? ` by ${item.decision.moderator_email}` : ''}, before the
          student reported it{item.decision.note ? `: “${item.decision.note}”` : '.'}
        </Muted>
      )}
      <div role="status">{outcome && <Done>{outcome}</Done>}</div>
      {outcome === undefined && (
        <>
          <TextArea
            id={noteId}
            label="Note"
            optional
            hint="Kept with the decision. To take the listing down, say why: its employer is emailed it as the reason."
            rows={3}
            maxLength={TEXT_AREA_MAX_LENGTH}
            value={note}
            error={noteError}
            onValueChange={(value) => {
              setNote(value);
              if (noteError) setNoteError(undefined);
            }}
          />
          <Actions>
            <Button variant="secondary" onClick={() => choose('dismissed')}>
              Dismiss: not a scam
            </Button>
            <Button variant="danger" onClick={() => choose('listing_removed')}>
              Take the listing down
            </Button>
          </Actions>
        </>
      )}
      <ConfirmFlow
        target={asked === null ? null : item}
        title={asked?.title ?? ''}
        message={() => asked?.message ?? ''}
        confirmLabel={asked?.confirm ?? ''}
        action={action}
        onDone={() => {
          if (answered.current) onSettled(outcomeText(answered.current));
        }}
        onClose={() => {
          // Someone dealt with it first: once the moderator has read so, the list is read again.
          if (chosen !== null && isDealtWith(decide.error)) void refresh(chosen);
          setChosen(null);
        }}
        failure={isDealtWith(decide.error) ? getErrorDetail(decide.error, FAILED) : FAILED}
      />
    </Root>
  );
}

/** {@link MessageCard} while the messages load. */
export function MessageCardPlaceholder() {
  return (
    <Root aria-hidden="true">
      <SkeletonTitle size="lg" width="12rem" />
      <SkeletonLine width="60%" />
      <SkeletonLine width="90%" />
      <SkeletonLine fontSize={theme.fontSizes.sm} width="8rem" />
      <SkeletonLine fontSize={theme.fontSizes.sm} width="14rem" />
      <Skeleton height="6rem" />
      <Skeleton width="14rem" height="2.75rem" />
    </Root>
  );
}
