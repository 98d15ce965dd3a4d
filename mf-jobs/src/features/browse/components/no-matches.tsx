import { Button } from 'shared-kit';
import styled from 'styled-components';
import { LineIcon } from 'ui';

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
      <LineIcon size={40} strokeWidth="1.6">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5M8.5 8.5l5 5M13.5 8.5l-5 5" />
      </LineIcon>
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
