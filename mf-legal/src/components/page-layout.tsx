import { media } from 'shared-kit';
import styled from 'styled-components';

/** Centres content at the design's maximum width with comfortable side gutters. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.lg};

  ${media.mobile} {
    padding: 0 ${({ theme }) => theme.space.md};
  }
`;

export const Band = styled.section<{ $tinted?: boolean }>`
  padding: 4.5rem 0;
  background: ${({ theme, $tinted }) => ($tinted ? theme.colors.background : theme.colors.surface)};

  ${media.mobile} {
    padding: ${({ theme }) => theme.space.xxl} 0;
  }
`;

export const SectionHeader = styled.header`
  max-width: 40rem;
  margin: 0 auto ${({ theme }) => theme.space.xxl};
  text-align: center;

  ${media.mobile} {
    margin-bottom: ${({ theme }) => theme.space.xl};
  }
`;

export const Eyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

export const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: clamp(1.625rem, 1.2rem + 1.5vw, ${({ theme }) => theme.fontSizes.xxl});
  line-height: 1.2;
  letter-spacing: -0.015em;
`;

export const SectionLead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.6;
`;
