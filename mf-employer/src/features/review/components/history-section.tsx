import type { ApplicationEvent } from 'api-contract/common';
import styled from 'styled-components';
import { employerHistoryLine, firstName } from '../history-words';
import { ReviewSection } from './review-section';

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li`
  display: flex;
  flex-direction: column;
  padding-left: ${({ theme }) => theme.space.md};
  border-left: 3px solid ${({ theme }) => theme.colors.borderStrong};
  time,
  q {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const when = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

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
      <Steps>
        {history.map((event) => (
          <Step key={`${event.at}-${event.to}`}>
            <span>{employerHistoryLine(event, name)}</span>
            <time dateTime={event.at}>{when.format(new Date(event.at))}</time>
            {event.note && <q>{event.note}</q>}
          </Step>
        ))}
      </Steps>
    </ReviewSection>
  );
}
