import {
  listingReportReasonLabels,
  type ModerationListingResponse,
  REPORT_WEIGHT_TO_HOLD,
  REPORTERS_TO_HOLD,
  type ReportOutcome,
} from 'api-contract/moderation';
import { StatusBadge, formatDate } from 'shared-kit';
import styled from 'styled-components';
import { TitledSection, wrappingRow } from 'ui';
import { count, inWords, weight } from '../../../lib/words';
import { Byline, Entries, Muted, Quote } from './review-section';

const Head = styled.div`
  ${wrappingRow('sm')}
  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** What the open weight is read against. */
const HOLDS = `${REPORT_WEIGHT_TO_HOLD} from ${inWords(REPORTERS_TO_HOLD)} students hides a live listing before review`;

type Report = ModerationListingResponse['report_list'][number];

const OUTCOME_BADGES: Record<ReportOutcome, { status: 'withdrawn' | 'rejected'; label: string }> = {
  dismissed: { status: 'withdrawn', label: 'Dismissed' },
  upheld: { status: 'rejected', label: 'Upheld' },
};

/** Open, or how a decision closed it (plain "Closed" for reports closed before outcomes were kept). */
function ReportBadge({ report }: { report: Report }) {
  if (report.open) return <StatusBadge status="pending" label="Open" />;
  const badge = report.outcome ? OUTCOME_BADGES[report.outcome] : null;
  return <StatusBadge status={badge?.status ?? 'withdrawn'} label={badge?.label ?? 'Closed'} />;
}

/** "Reports", "Reports: 1 open", "Reports: 2 open, 1 closed", "Reports: 3 closed, none open". */
export function reportsTitle(open: number, closed: number): string {
  if (open === 0 && closed === 0) return 'Reports';
  if (open === 0) return `Reports: ${count(closed, 'closed', 'closed')}, none open`;
  return `Reports: ${count(open, 'open', 'open')}${closed > 0 ? `, ${closed} closed` : ''}`;
}

/** What the report counted for: its author's standing when they made it. */
function countedWords(reportWeight: number): string {
  return reportWeight > 0
    ? `Counted ${weight(reportWeight)}`
    : 'Counted 0 — from a new or unverified account, or one whose reports were mostly dismissed';
}

/**
 * Students' reports, newest first, each open until a decision dismisses or upholds it, with what
 * it weighed; the open ones' weight against what hides a live listing before review.
 */
export function ReportsSection({ listing }: { listing: ModerationListingResponse }) {
  const reports = listing.report_list;
  const open = reports.filter((report) => report.open).length;
  return (
    <TitledSection id="review-reports" title={reportsTitle(open, reports.length - open)}>
      {open > 0 && listing.report_weight !== undefined && (
        <Muted>{`Open reports weigh ${weight(listing.report_weight)}; ${HOLDS}.`}</Muted>
      )}
      {reports.length === 0 ? (
        <Muted>No student has reported this listing.</Muted>
      ) : (
        <Entries>
          {reports.map((report, index) => (
            <li key={`${report.created_at}:${index}`}>
              <Head>
                <strong>{listingReportReasonLabels[report.reason]}</strong>
                <ReportBadge report={report} />
              </Head>
              {report.details.trim() === '' ? (
                <Muted>No details given.</Muted>
              ) : (
                <Quote>{`“${report.details}”`}</Quote>
              )}
              <Byline>Reported {formatDate(report.created_at)}</Byline>
              {/* Reports kept before weights were have none: nothing is said of them. */}
              {report.weight !== undefined && report.weight !== null && (
                <Byline>{countedWords(report.weight)}</Byline>
              )}
            </li>
          ))}
        </Entries>
      )}
    </TitledSection>
  );
}
