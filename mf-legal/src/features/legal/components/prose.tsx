import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

// Typography for the body of a legal section; the content files compose these.
export const P = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};

  &:last-child {
    margin-bottom: 0;
  }
`;

export const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding-left: ${({ theme }) => theme.space.lg};

  &:last-child {
    margin-bottom: 0;
  }

  li::marker {
    color: ${({ theme }) => theme.colors.brand};
  }
`;

/**
 * A heading inside a section, for a section made of several short parts a reader scans for theirs
 * (the Privacy Policy's automated decisions); an h3, so screen readers list it under its section.
 */
export const SubHeading = styled.h3`
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.35;
  break-after: avoid;
`;

/**
 * Labelled facts as a definition list, each `dt` and its `dd` wrapped in a `div`. The answer sits
 * under its label, not indented beside it as browsers draw a `dd`, so a 375 px screen keeps the
 * text's full width.
 */
export const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};

  &:last-child {
    margin-bottom: 0;
  }

  > div {
    break-inside: avoid;
  }

  /* Drawn as small labels, like the contents list's heading, so they read as a level below the
     section's sub-headings rather than as more headings. */
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 650;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }

  dd {
    margin: 0;
  }
`;

export const Term = styled.strong`
  color: ${({ theme }) => theme.colors.text};
  font-weight: 650;
`;

const linkStyles = css`
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 500;
  text-decoration: underline;
  text-underline-offset: 2px;
  overflow-wrap: anywhere;

  &:hover {
    color: ${({ theme }) => theme.colors.brandHover};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: 2px;
  }
`;

export const TextLink = styled.a`
  ${linkStyles}
`;

/** A link to another screen of this remote (the other legal page), routed without a reload. */
export const PageLink = styled(Link)`
  ${linkStyles}
`;

/** A mailbox shown as its address and opened as a mailto link. */
export function MailLink({ address }: { address: string }) {
  return <TextLink href={`mailto:${address}`}>{address}</TextLink>;
}

/** A link to an outside site, such as a regulator; the label says where it goes. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <TextLink href={href} rel="noopener noreferrer">
      {children}
    </TextLink>
  );
}
