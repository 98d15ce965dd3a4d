import { VisuallyHidden, focusRing } from 'shared-kit';
import styled from 'styled-components';
import type { SearchResults } from '../hooks/use-search-outcome';

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${({ theme }) => theme.space.md};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
`;

// A link-like button that lines up with the text, with a full fingertip's height to tap.
const ClearButton = styled.button`
  min-height: 2.75rem;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.brand};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;
  &:focus-visible {
    ${focusRing}
  }
`;

/**
 * "1 job matches", "12 jobs match", or "More than 12 jobs match" when a category holds more than it
 * shows: the count in bold, then the verb that agrees with it.
 */
export function JobCount({ shown, more }: Pick<SearchResults, 'shown' | 'more'>) {
  const one = shown === 1 && !more;
  const count = more ? `More than ${shown} jobs` : one ? '1 job' : `${shown} jobs`;
  return (
    <>
      <strong>{count}</strong> {one ? 'matches' : 'match'}
    </>
  );
}

/**
 * One line over the results of a search or a filter: how many jobs it found, for which words, and
 * a way out. A live region, so a screen reader hears when the results (or their absence) arrive.
 */
export function SearchSummary({
  words,
  filtered,
  results,
  onClear,
}: {
  words: string;
  /** A place or a minimum pay is set. */
  filtered: boolean;
  results: SearchResults;
  onClear: () => void;
}) {
  const { outcome } = results;
  return (
    <Line role="status">
      {words !== '' && outcome === 'some' && (
        <>
          <p>
            <JobCount {...results} /> <strong>&ldquo;{words}&rdquo;</strong>, best matches first
          </p>
          <ClearButton type="button" onClick={onClear}>
            Clear search
          </ClearButton>
        </>
      )}
      {words === '' && filtered && outcome === 'some' && (
        <p>
          <JobCount {...results} /> your filters
        </p>
      )}
      {words !== '' && outcome === 'loading' && <p>Searching&hellip;</p>}
      {/* The page shows this large below; here it is only heard. */}
      {words !== '' && outcome === 'none' && (
        <VisuallyHidden>No jobs match &ldquo;{words}&rdquo;</VisuallyHidden>
      )}
    </Line>
  );
}
