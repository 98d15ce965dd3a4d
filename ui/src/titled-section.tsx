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

/** One titled block of a page read top to bottom (a review): a card named by its heading. */
export function TitledSection({
  id,
  title,
  children,
  className,
}: {
  /** The heading's id, which names the section. */
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

/** Label/value pairs inside a section (`dt`, `dd`); a long value wraps anywhere. */
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
