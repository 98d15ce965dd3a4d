import { listingReportReasonLabels, type ModerationListingResponse } from 'api-contract';
import { StatusBadge, formatDate } from 'shared-kit';
import styled from 'styled-components';
import { count } from '../../../lib/words';
import { Byline, Entries, Muted, Quote, ReviewSection } from './review-section';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** Students' reports, newest first, each open until a decision closes it. */
export function ReportsSection({ listing }: { listing: ModerationListingResponse }) {
  const reports = listing.report_list;
  const open = reports.filter((report) => report.open).length;
  return (
    <ReviewSection
      id="review-reports"
      title={reports.length === 0 ? 'Reports' : `Reports (${count(open, 'open')})`}
    >
      {reports.length === 0 ? (
        <Muted>No student has reported this listing.</Muted>
      ) : (
        <Entries>
          {reports.map((report, index) => (
            <li key={`${report.created_at}:${index}`}>
              <Head>
                <strong>{listingReportReasonLabels[report.reason]}</strong>
                {report.open ? (
                  <StatusBadge status="pending" label="Open" />
                ) : (
                  <StatusBadge status="withdrawn" label="Closed" />
                )}
              </Head>
              {report.details.trim() === '' ? (
                <Muted>No details given.</Muted>
              ) : (
                <Quote>{`“${report.details}”`}</Quote>
              )}
              <Byline>Reported {formatDate(report.created_at)}</Byline>
            </li>
          ))}
        </Entries>
      )}
    </ReviewSection>
  );
}
