import type { EmployerHistory } from 'api-contract/moderation';
import styled from 'styled-components';
import { count } from '../lib/words';

const Line = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Paused = styled.strong`
  color: ${({ theme }) => theme.colors.warning};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/**
 * Whether the employer had listings reported apart from the open reports of the one under review:
 * the API's `reported` counts every listing of theirs with a report, this one included.
 */
export function reportedBefore(history: EmployerHistory, openReportsHere: boolean): boolean {
  return history.reported - (openReportsHere ? 1 : 0) > 0;
}

/** The employer's history in short: "2 listings · 1 removed · reported before". */
export function historyWords(history: EmployerHistory, openReportsHere: boolean): string {
  const parts = [count(history.listings, 'listing')];
  if (history.removed > 0) parts.push(`${history.removed} removed`);
  if (reportedBefore(history, openReportsHere)) parts.push('reported before');
  if (parts.length === 1) parts.push('nothing removed or reported');
  return parts.join(' · ');
}

/** {@link historyWords}, then "posting paused" when the employer's posting is suspended. */
export function EmployerHistoryLine({
  history,
  openReportsHere,
  className,
}: {
  history: EmployerHistory;
  openReportsHere: boolean;
  className?: string;
}) {
  return (
    <Line className={className}>
      {historyWords(history, openReportsHere)}
      {history.posting_suspended && (
        <>
          {' · '}
          <Paused>posting paused</Paused>
        </>
      )}
    </Line>
  );
}
