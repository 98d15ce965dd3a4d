import { Button } from 'shared-kit';
import styled from 'styled-components';
import { LineIcon } from 'ui';
import type { BrowseFilter } from '../browse-filter';
import { filterPhrase, wideningSteps } from '../widen-search';

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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The heading: the total (0) and what was searched. */
function title(filter: BrowseFilter): string {
  if (filter.words !== '') return `0 jobs match “${filter.words}”`;
  return filterPhrase(filter) === '' ? '0 jobs are open right now' : '0 jobs match your filters';
}

/** What to try, in a sentence that fits what was searched. */
function advice(filter: BrowseFilter): string {
  const searched = filterPhrase(filter);
  const where = searched === '' ? '' : `You searched ${searched}. `;
  if (filter.words !== '') {
    return `${where}Check the spelling, or try fewer or more general words. New jobs are posted every day.`;
  }
  if (searched === '') return 'New jobs are posted every day: come back soon.';
  return `${where}Try a wider search: new jobs are posted every day.`;
}

/**
 * Every category loaded and found nothing: said once, with the total, in place of a line per
 * category, and with buttons that each widen the search one way (the next radius, or one filter
 * cleared) and run it at once.
 */
export function NoMatches({
  filter,
  onChange,
}: {
  filter: BrowseFilter;
  onChange: (next: BrowseFilter) => void;
}) {
  const steps = wideningSteps(filter);
  return (
    <Box aria-labelledby="no-matches-title">
      <LineIcon size={40} strokeWidth="1.6">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5M8.5 8.5l5 5M13.5 8.5l-5 5" />
      </LineIcon>
      <h2 id="no-matches-title">{title(filter)}</h2>
      <p>{advice(filter)}</p>
      {steps.length > 0 && (
        <Actions>
          {steps.map((step) => (
            <Button key={step.label} variant="secondary" onClick={() => onChange(step.next)}>
              {step.label}
            </Button>
          ))}
        </Actions>
      )}
    </Box>
  );
}
