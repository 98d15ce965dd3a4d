import { media } from 'shared-kit';
import styled from 'styled-components';

import type { LegalSection } from '../types';
import { jumpTo } from './jump-to';

const Nav = styled.nav`
  margin: ${({ theme }) => theme.space.xl} 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};

  @media print {
    display: none;
  }
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Items = styled.ol`
  columns: 2;
  column-gap: ${({ theme }) => theme.space.xl};
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};

  ${media.mobile} {
    columns: 1;
  }

  li {
    padding: ${({ theme }) => theme.space.xs} 0;
    break-inside: avoid;
  }
`;

const Link = styled.a`
  display: inline-block;
  padding: 2px 0;
  color: ${({ theme }) => theme.colors.brand};
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
`;

/** Numbered links to each section's anchor, in document order. */
export function TableOfContents({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <Nav aria-labelledby="legal-contents-title">
      <Heading id="legal-contents-title">Contents</Heading>
      <Items>
        {sections.map((section) => (
          <li key={section.id}>
            <Link href={`#${section.id}`} onClick={jumpTo}>
              {section.title}
            </Link>
          </li>
        ))}
      </Items>
    </Nav>
  );
}
