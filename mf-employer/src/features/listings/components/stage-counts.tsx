import type { StageCounts } from 'api-contract/listings';
import styled from 'styled-components';
import { stageCountParts } from '../stage-words';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  li {
    white-space: nowrap;
  }
  /* After the part, not before the next: a wrapped line starts with a count, never a dot. */
  li:not(:last-child)::after {
    content: '·';
    margin-left: ${({ theme }) => theme.space.xs};
  }
`;

/** "3 new · 1 shortlisted · 1 hired": a listing's applications per stage, none when it has none. */
export function StageCountsLine({ counts }: { counts: StageCounts | undefined }) {
  const parts = stageCountParts(counts);
  if (parts.length === 0) return null;
  return (
    <List aria-label="Applications by stage">
      {parts.map((part) => (
        <li key={part}>{part}</li>
      ))}
    </List>
  );
}
