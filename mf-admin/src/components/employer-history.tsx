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
 * The employer's history in short, the API's figures as they are, so every card and the review
 * page say the same of one employer whichever listing they show: "3 listings · 1 removed or
 * rejected · 2 reported (this one included)", or "1 listing · none removed, rejected or reported".
 * `reported` counts every listing of theirs ever reported, this one too when it has reports.
 */
export function historyWords(history: EmployerHistory, reportedHere: boolean): string {
  const parts = [count(history.listings, 'listing')];
  if (history.removed === 0 && history.reported === 0) {
    parts.push('none removed, rejected or reported');
    return parts.join(' · ');
  }
  if (history.removed > 0) parts.push(`${history.removed} removed or rejected`);
  if (history.reported > 0) {
    const here = reportedHere ? ' (this one included)' : '';
    parts.push(`${history.reported} reported${here}`);
  }
  return parts.join(' · ');
}

/** {@link historyWords}, then "posting paused" when the employer's posting is suspended. */
export function EmployerHistoryLine({
  history,
  reportedHere,
  className,
}: {
  history: EmployerHistory;
  /** The listing beside it has reports, so it is one of those `reported` counts. */
  reportedHere: boolean;
  className?: string;
}) {
  return (
    <Line className={className}>
      {historyWords(history, reportedHere)}
      {history.posting_suspended && (
        <>
          {' · '}
          <Paused>posting paused</Paused>
        </>
      )}
    </Line>
  );
}
