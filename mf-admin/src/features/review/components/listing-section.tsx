import type { ModerationListingResponse } from 'api-contract/moderation';
import { PayText, formatDate } from 'shared-kit';
import styled from 'styled-components';
import { Facts, TitledSection } from 'ui';
import { HighlightedText } from './highlighted-text';
import { Muted } from './review-section';

const Preview = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Subheading = styled.h3`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Questions = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  li {
    overflow-wrap: anywhere;
  }
`;

/** The listing as its employer wrote it, with the words that tripped a signal marked. */
export function ListingSection({ listing }: { listing: ModerationListingResponse }) {
  const excerpts = listing.reasons.flatMap((reason) => (reason.excerpt ? [reason.excerpt] : []));
  const { pay } = listing;
  return (
    <TitledSection id="review-listing" title="The listing">
      <Preview>
        <HighlightedText text={listing.short_preview} excerpts={excerpts} />
      </Preview>
      <Description>
        <HighlightedText text={listing.description} excerpts={excerpts} />
      </Description>
      <Facts>
        <dt>Location</dt>
        <dd>{listing.location}</dd>
        <dt>Pay</dt>
        <dd>
          <PayText pay={pay} />
          {pay.junior_rates ? ' · junior rates by age' : ''}
        </dd>
        {pay.schedule.trim() !== '' && (
          <>
            <dt>When</dt>
            <dd>{pay.schedule}</dd>
          </>
        )}
        <dt>Expires</dt>
        <dd>{formatDate(listing.expiry_date)}</dd>
        <dt>Created</dt>
        <dd>{formatDate(listing.created_at)}</dd>
      </Facts>
      <Subheading>Questions for applicants</Subheading>
      {listing.questions.length === 0 ? (
        <Muted>No questions.</Muted>
      ) : (
        <Questions>
          {listing.questions.map((question, index) => (
            <li key={index}>
              <HighlightedText text={question} excerpts={excerpts} />
            </li>
          ))}
        </Questions>
      )}
    </TitledSection>
  );
}
