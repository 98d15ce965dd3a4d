import { Button, VisuallyHidden } from 'shared-kit';
import styled from 'styled-components';
import type { SearchOutcome } from '../hooks/use-search-outcome';

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  min-height: 2.25rem;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
`;

/**
 * One line over the results of a search: what was searched for and a way out. A live region, so
 * a screen reader hears when the results (or their absence) arrive.
 */
export function SearchSummary({
  words,
  outcome,
  onClear,
}: {
  words: string;
  outcome: SearchOutcome;
  onClear: () => void;
}) {
  return (
    <Line role="status">
      {words !== '' && outcome === 'some' && (
        <>
          <p>
            Jobs matching <strong>&ldquo;{words}&rdquo;</strong>, best matches first
          </p>
          <Button variant="ghost" size="sm" onClick={onClear}>
            Clear search
          </Button>
        </>
      )}
      {words !== '' && outcome === 'loading' && <p>Searching&hellip;</p>}
      {/* The page shows this large below; here it is only heard. */}
      {words !== '' && outcome === 'none' && (
        <VisuallyHidden>No jobs match &ldquo;{words}&rdquo;</VisuallyHidden>
      )}
    </Line>
  );
}
