// The review's own text parts; its sections and facts are ui's TitledSection and Facts.
import styled from 'styled-components';

/** A quiet line for an empty list ("No decisions yet."). */
export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A list of entries separated by rules (reports, decisions, reasons). */
export const Entries = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    min-width: 0;
    overflow-wrap: anywhere;
  }
  > li:first-child {
    border-top: 0;
    padding-top: 0;
  }
  > li:last-child {
    padding-bottom: 0;
  }
`;

/** The words someone wrote, set apart and quoted; a long link in them wraps on a phone. */
export const Quote = styled.p`
  padding-left: ${({ theme }) => theme.space.sm};
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** Small grey line under an entry: a date, who. */
export const Byline = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
