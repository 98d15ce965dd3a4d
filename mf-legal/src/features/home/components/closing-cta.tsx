import { media } from 'shared-kit';
import styled from 'styled-components';

import { CtaLinks } from './cta-links';
import { Container } from '../../../components/page-layout';

const Section = styled.section`
  padding: 4.5rem 0;
  background: ${({ theme }) => theme.colors.surface};

  ${media.mobile} {
    padding: ${({ theme }) => theme.space.xxl} 0;
  }
`;

const Panel = styled.div`
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.brandHover},
    ${({ theme }) => theme.colors.brand}
  );
  box-shadow: ${({ theme }) => theme.shadows.raised};
  text-align: center;

  ${media.mobile} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  }
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.surface};
  font-size: clamp(1.625rem, 1.2rem + 1.5vw, ${({ theme }) => theme.fontSizes.xxl});
  line-height: 1.2;
`;

const Lead = styled.p`
  max-width: 34rem;
  margin: 0 auto ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.brandSoft};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.6;
`;

/** The closing call to action: the hero's two buttons again, once the visitor has read the pitch. */
export function ClosingCta() {
  return (
    <Section aria-labelledby="home-cta-title">
      <Container>
        <Panel>
          <Title id="home-cta-title">Ready to get started?</Title>
          <Lead>
            Whether you are after your next shift or your next team member, it only takes a few
            minutes.
          </Lead>
          <CtaLinks tone="dark" centred />
        </Panel>
      </Container>
    </Section>
  );
}
