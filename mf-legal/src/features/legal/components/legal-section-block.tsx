import styled from 'styled-components';

import type { LegalSection } from '../types';

const Section = styled.section`
  padding: ${({ theme }) => theme.space.xl} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  scroll-margin-top: calc(
    ${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space.md}
  );

  &:first-of-type {
    border-top: 0;
  }

  @media print {
    padding: ${({ theme }) => theme.space.md} 0;
  }
`;

const Heading = styled.h2`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1.3;
  break-after: avoid;
`;

const SectionNumber = styled.span`
  flex-shrink: 0;
  min-width: 2ch;
  color: ${({ theme }) => theme.colors.brand};
  font-variant-numeric: tabular-nums;
`;

const Body = styled.div`
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.0625rem;
  line-height: 1.7;
`;

type LegalSectionBlockProps = { section: LegalSection; number: number };

/**
 * One numbered section. The number is visual only (the contents list already numbers the
 * sections), so each heading's accessible name is exactly its title.
 */
export function LegalSectionBlock({ section, number }: LegalSectionBlockProps) {
  const headingId = `${section.id}-title`;
  return (
    <Section id={section.id} aria-labelledby={headingId}>
      <Heading id={headingId}>
        <SectionNumber aria-hidden="true">{number}.</SectionNumber>
        <span>{section.title}</span>
      </Heading>
      <Body>{section.body}</Body>
    </Section>
  );
}
