import type { ReactNode } from 'react';
import { Card } from 'shared-kit';
import styled from 'styled-components';

const Section = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

/** One titled block of the review. */
export function ReviewSection({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Section as="section" aria-labelledby={id} className={className}>
      <h2 id={id}>{title}</h2>
      {children}
    </Section>
  );
}

/** Label/value pairs inside a section; on a phone each value goes under its label. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

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
