import type { ModerationListingResponse } from 'api-contract/moderation';
import styled from 'styled-components';
import { TitledSection } from 'ui';
import { Entries, Muted, Quote } from './review-section';

const Label = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** Why the listing is in the queue: each reason, and the listing's words that tripped it. */
export function ReasonsSection({ listing }: { listing: ModerationListingResponse }) {
  return (
    <TitledSection
      id="review-reasons"
      title={listing.status === 'pending' ? 'Why it is held' : 'Why it is here'}
    >
      {listing.reasons.length === 0 ? (
        <Muted>
          {listing.reports > 0
            ? 'Students reported it: their reports are below.'
            : listing.status === 'pending'
              ? 'Our checks named no reason when they held it (it was held before reasons were kept).'
              : 'Nothing waits on it: no open reports, and our checks found nothing in it.'}
        </Muted>
      ) : (
        <Entries>
          {listing.reasons.map((reason, index) => (
            <li key={`${index}:${reason.code}`}>
              <Label>{reason.label}</Label>
              {reason.excerpt !== null && <Quote>{`“${reason.excerpt}”`}</Quote>}
            </li>
          ))}
        </Entries>
      )}
    </TitledSection>
  );
}
