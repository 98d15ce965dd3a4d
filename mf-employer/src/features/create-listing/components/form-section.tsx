import type { ReactNode } from 'react';
import { Card } from 'shared-kit';
import styled from 'styled-components';
import { column } from 'ui';

const Section = styled(Card)`
  ${column('md')}
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** One titled card of the listing form. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Section as="section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Section>
  );
}
