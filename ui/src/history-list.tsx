import styled from 'styled-components';

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

/** One line of a history: what happened, when (an ISO date-time), and any note with it. */
export interface HistoryItem {
  text: string;
  at: string;
  note?: string | null;
}

/** A status history, oldest first, as a list: each move's words, its time, and its note. */
export function HistoryList({ items }: { items: readonly HistoryItem[] }) {
  return (
    <Steps>
      {items.map((item) => (
        <Step key={`${item.at}-${item.text}`}>
          <span>{item.text}</span>
          <time dateTime={item.at}>{when.format(new Date(item.at))}</time>
          {item.note && <q>{item.note}</q>}
        </Step>
      ))}
    </Steps>
  );
}
