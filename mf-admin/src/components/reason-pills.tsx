import {
  listingReportReasonLabels,
  type HoldReason,
  type ModerationQueueItem,
} from 'api-contract/moderation';
import styled from 'styled-components';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A small pill, dark amber on a soft fill (above 4.5:1), that wraps inside a narrow card. */
export const Pill = styled.li`
  display: inline-block;
  max-width: 100%;
  padding: 0.125rem 0.625rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.status.pending.bg};
  color: ${({ theme }) => theme.status.pending.fg};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.5;
  overflow-wrap: anywhere;
`;

/** Why a listing is in the queue, one pill per reason ("Asks for bank or card details"). */
export function ReasonPills({ reasons, label }: { reasons: readonly HoldReason[]; label: string }) {
  if (reasons.length === 0) return null;
  return (
    <List aria-label={label}>
      {reasons.map((reason, index) => (
        // A signal can trip more than once (two phrasings): the position keeps the keys apart.
        <Pill key={`${index}:${reason.code}`}>{reason.label}</Pill>
      ))}
    </List>
  );
}

type ReportReasons = NonNullable<ModerationQueueItem['report_reasons']>;

/** What students' open reports say, one pill per reason: "Scam or fraud (2)", "Misleading or false". */
export function ReportReasonPills({ reasons }: { reasons: ReportReasons }) {
  if (reasons.length === 0) return null;
  return (
    <List aria-label="What students reported">
      {reasons.map(({ reason, count }) => (
        <Pill key={reason}>
          {listingReportReasonLabels[reason]}
          {count > 1 ? ` (${count})` : ''}
        </Pill>
      ))}
    </List>
  );
}
