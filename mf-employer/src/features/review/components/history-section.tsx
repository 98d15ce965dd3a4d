import type { ApplicationEvent } from 'api-contract/common';
import { HistoryList } from 'ui';
import { employerHistoryLine, firstName } from '../history-words';
import { ReviewSection } from './review-section';

/** The application's status history, oldest first: who moved it and when, with any note. */
export function HistorySection({
  history,
  applicantName,
}: {
  history: ApplicationEvent[];
  applicantName: string;
}) {
  if (history.length === 0) return null;
  const name = firstName(applicantName);
  return (
    <ReviewSection id="application-history" title="History">
      <HistoryList
        items={history.map((event) => ({
          text: employerHistoryLine(event, name),
          at: event.at,
          note: event.note,
        }))}
      />
    </ReviewSection>
  );
}
