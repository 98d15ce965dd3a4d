import type { ReactNode } from 'react';
import { media } from 'shared-kit';
import styled from 'styled-components';
import { spreadRow } from 'ui';

import { LegalActions } from './legal-actions';

const Header = styled.header`
  padding-bottom: ${({ theme }) => theme.space.xl};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  scroll-margin-top: calc(
    ${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space.lg}
  );
`;

const TitleRow = styled.div`
  ${spreadRow('lg', 'flex-start')}
  margin-bottom: ${({ theme }) => theme.space.lg};

  ${media.mobile} {
    flex-direction: column;
  }
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: clamp(2rem, 1.5rem + 2vw, 2.75rem);
  line-height: 1.15;
  letter-spacing: -0.02em;
`;

const Updated = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Intro = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.65;

  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }

  p:last-child {
    margin-bottom: 0;
  }
`;

type LegalHeaderProps = { title: string; lastUpdated: string; intro: ReactNode };

/** Title, date and actions of a legal document; `id="top"` is where Back to top lands. */
export function LegalHeader({ title, lastUpdated, intro }: LegalHeaderProps) {
  return (
    <Header id="top">
      <TitleRow>
        <div>
          <Title>{title}</Title>
          <Updated>Last updated: {lastUpdated}</Updated>
        </div>
        <LegalActions />
      </TitleRow>
      <Intro>{intro}</Intro>
    </Header>
  );
}
