import { useState } from 'react';
import type { ModerationListingResponse } from 'api-contract/moderation';
import { formatDate } from 'shared-kit';
import styled from 'styled-components';
import { Facts, TitledSection } from 'ui';
import { ReinstateForm } from '../../../components/reinstate-form';

const Name = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const Done = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Paused = styled.strong`
  color: ${({ theme }) => theme.colors.warning};
`;

/** Who posted the listing and what their past says; a paused employer can be reinstated here. */
export function EmployerSection({ listing }: { listing: ModerationListingResponse }) {
  const { employer } = listing;
  // Said here, not by the form: the form goes once the refreshed listing shows posting allowed.
  const [reinstated, setReinstated] = useState(false);
  // The API counts every listing of theirs with a report, this one too when it has any.
  const thisOneReported = listing.report_list.length > 0;
  return (
    <TitledSection id="review-employer" title="Employer">
      <Name>{employer.business_name}</Name>
      <Facts>
        <dt>Joined</dt>
        <dd>{formatDate(employer.joined_at)}</dd>
        <dt>Listings</dt>
        <dd>{employer.listings}</dd>
        <dt>Removed or rejected</dt>
        <dd>{employer.removed}</dd>
        <dt>Reported</dt>
        <dd>
          {employer.reported}
          {thisOneReported && employer.reported > 0 ? ' (this one included)' : ''}
        </dd>
        <dt>Posting</dt>
        <dd>{employer.posting_suspended ? <Paused>Paused until reviewed</Paused> : 'Allowed'}</dd>
      </Facts>
      <div role="status">
        {reinstated && <Done>Posting is open again; the employer was told why.</Done>}
      </div>
      {employer.posting_suspended && !reinstated && (
        <ReinstateForm employerId={employer.employer_id} onReinstated={() => setReinstated(true)} />
      )}
    </TitledSection>
  );
}
