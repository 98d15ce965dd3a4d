import { memo } from 'react';
import { Card, Heading, paths } from 'shared-kit';
import { ButtonLink, CardHead } from 'ui';
import { Deferred } from '../../../components/deferred';
import { ListingsTable } from './listings-table';

/**
 * Your Job Listings: the heading with List job, and the table of listings. The table, with its
 * query, state and dialogs, renders after the first view's render: on a phone it starts below the
 * first view, and on a wide screen it appears under the heading, which does not move. Memoised:
 * the profile's arrival above does not render the table again.
 */
export const ListingsSection = memo(function ListingsSection({
  postingPaused = false,
}: {
  postingPaused?: boolean;
}) {
  return (
    <Card as="section" aria-labelledby="listings-title">
      <CardHead>
        <Heading id="listings-title">Your Job Listings</Heading>
        <ButtonLink href={paths.createJob}>List job</ButtonLink>
      </CardHead>
      <Deferred>
        <ListingsTable postingPaused={postingPaused} />
      </Deferred>
    </Card>
  );
});
