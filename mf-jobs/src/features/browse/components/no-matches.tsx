import { Button } from 'shared-kit';
import styled from 'styled-components';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    max-width: 32rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  svg {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A search that found nothing in any category: said once, with the way back to every job. */
export function NoMatches({ words, onClear }: { words: string; onClear: () => void }) {
  return (
    <Box aria-labelledby="no-matches-title">
      <svg
        width="40"
        height="40"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        aria-hidden="true"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5M8.5 8.5l5 5M13.5 8.5l-5 5" />
      </svg>
      <h2 id="no-matches-title">No jobs match &ldquo;{words}&rdquo;</h2>
      <p>
        Check the spelling, try fewer or more general words, or widen the location and pay filters.
        New jobs are posted every day.
      </p>
      <Button variant="secondary" onClick={onClear}>
        Clear search
      </Button>
    </Box>
  );
}
