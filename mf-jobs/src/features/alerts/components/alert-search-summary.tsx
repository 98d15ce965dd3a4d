import { formatDollars } from 'api-contract/listings';
import styled from 'styled-components';
import type { SearchToAlert } from '../alert-search';

const List = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }
`;

/** The search an alert will save, as the student set it on Browse Jobs. */
export function AlertSearchSummary({ search }: { search: SearchToAlert }) {
  const words = search.words.trim();
  return (
    <List aria-label="Your search">
      <dt>Words</dt>
      <dd>{words ? `“${words}”` : 'Any'}</dd>
      <dt>Where</dt>
      <dd>{search.place ? `${search.place.name}, within ${search.radiusKm} km` : 'Anywhere'}</dd>
      <dt>Pay</dt>
      <dd>
        {search.minHourlyCents === null
          ? 'Any pay'
          : `${formatDollars(search.minHourlyCents)}+ an hour`}
      </dd>
    </List>
  );
}
