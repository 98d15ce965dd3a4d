import type { ModerationListingResponse } from 'api-contract/moderation';
import { formatDate } from 'shared-kit';
import { TitledSection } from 'ui';
import { decidedLabel } from '../decision-words';
import { Byline, Entries, Muted, Quote } from './review-section';

/** The decisions already taken on the listing, newest first: what, why, who and when. */
export function PastDecisionsSection({ listing }: { listing: ModerationListingResponse }) {
  return (
    <TitledSection id="review-decisions" title="Past decisions">
      {listing.decisions.length === 0 ? (
        <Muted>No decisions yet.</Muted>
      ) : (
        <Entries>
          {listing.decisions.map((decision, index) => (
            <li key={`${decision.decided_at}:${index}`}>
              <p>
                <strong>{decidedLabel(decision)}</strong>
              </p>
              <Quote>{`“${decision.reason}”`}</Quote>
              <Byline>
                By {decision.moderator_email || 'a moderator'} on {formatDate(decision.decided_at)}
              </Byline>
            </li>
          ))}
        </Entries>
      )}
    </TitledSection>
  );
}
