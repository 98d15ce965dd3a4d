import type { ReactNode } from 'react';
import { media } from 'shared-kit';
import styled from 'styled-components';

import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import type { LegalSection } from '../types';
import { ArrowUpIcon } from './icons';
import { jumpTo } from './jump-to';
import { LegalHeader } from './legal-header';
import { LegalSectionBlock } from './legal-section-block';
import { TableOfContents } from './table-of-contents';

const Page = styled.div`
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.background};

  ${media.mobile} {
    padding: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xl};
  }

  @media print {
    padding: 0;
    background: none;
  }
`;

const Document = styled.article`
  max-width: 52rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xxl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${media.mobile} {
    padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
    border-width: 1px 0;
    border-radius: 0;
    box-shadow: none;
  }

  @media print {
    max-width: none;
    padding: 0;
    border: 0;
    box-shadow: none;
  }
`;

const BackToTop = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  margin-top: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 2px;

  &:hover {
    color: ${({ theme }) => theme.colors.brandHover};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: 2px;
  }

  @media print {
    display: none;
  }
`;

type LegalPageProps = {
  title: string;
  lastUpdated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
};

/** Shared layout of the Privacy Policy and Terms of Service (SPEC section 2, Legal pages). */
export function LegalPage({ title, lastUpdated, intro, sections }: LegalPageProps) {
  useScrollToHash();
  return (
    <Page>
      <Document>
        <LegalHeader title={title} lastUpdated={lastUpdated} intro={intro} />
        <TableOfContents sections={sections} />
        {sections.map((section, index) => (
          <LegalSectionBlock key={section.id} section={section} number={index + 1} />
        ))}
        <BackToTop href="#top" onClick={jumpTo}>
          <ArrowUpIcon />
          Back to top
        </BackToTop>
      </Document>
    </Page>
  );
}
