import type { ReactNode } from 'react';
import { useCategories } from 'api-calls';
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

/** "Hospitality", "Hospitality and Retail", "Hospitality, Retail and Events". */
export function namesList(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

/**
 * How many jobs match, honestly: the API gives pages, never a total, so while a category has more
 * than it shows the figure is "the first 18" with the categories that have more; when none has,
 * the figure is exact and says so ("all shown").
 */
export function JobCount({
  shown,
  moreIn,
  what,
}: Pick<SearchResults, 'shown' | 'moreIn'> & {
  /** What they match: "“barista”" or "your filters". */
  what: ReactNode;
}) {
  const categories = useCategories().data?.categories ?? [];
  if (moreIn.length > 0) {
    const names = moreIn.map(
      (code) => categories.find((category) => category.code === code)?.display_name ?? code,
    );
    const more = `${namesList(names)} ${names.length === 1 ? 'has' : 'have'} more.`;
    return shown === 1 ? (
      <>
        The first <strong>job</strong> that matches {what}. {more}
      </>
    ) : (
      <>
        The first <strong>{shown} jobs</strong> that match {what}. {more}
      </>
    );
  }
  return shown === 1 ? (
    <>
      <strong>1 job</strong> matches {what}, the only one.
    </>
  ) : (
    <>
      <strong>{shown} jobs</strong> match {what}, all shown.
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
            <JobCount {...results} what={<strong>&ldquo;{words}&rdquo;</strong>} /> Best matches
            first.
          </p>
          <ClearButton type="button" onClick={onClear}>
            Clear search
          </ClearButton>
        </>
      )}
      {words === '' && filtered && outcome === 'some' && (
        <p>
          <JobCount {...results} what="your filters" />
        </p>
      )}
      {words !== '' && outcome === 'loading' && <p>Searching&hellip;</p>}
      {/* The page shows this large below; here it is only heard. */}
      {outcome === 'none' && (words !== '' || filtered) && (
        <VisuallyHidden>
          0 jobs match {words !== '' ? <>&ldquo;{words}&rdquo;</> : 'your filters'}
        </VisuallyHidden>
      )}
    </Line>
  );
}
