import { media } from 'shared-kit';
import styled from 'styled-components';

import { CtaLinks } from './cta-links';
import { HeroPreview } from './hero-preview';
import { Container } from '../../../components/page-layout';

const Hero = styled.section`
  padding: 5rem 0 4.5rem;
  background:
    radial-gradient(
      60rem 30rem at 90% -10%,
      ${({ theme }) => theme.colors.brandSoft},
      transparent 70%
    ),
    linear-gradient(
      180deg,
      ${({ theme }) => theme.colors.background},
      ${({ theme }) => theme.colors.surface}
    );
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${media.mobile} {
    padding: ${({ theme }) => theme.space.xxl} 0;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.15fr) minmax(0, 0.85fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.xxl};

  ${media.tablet} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Pill = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brandHover};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const Dot = styled.span`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accent};
`;

const Headline = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.text};
  font-size: clamp(2.125rem, 1.4rem + 3vw, ${({ theme }) => theme.fontSizes.hero});
  line-height: 1.1;
  letter-spacing: -0.025em;
`;

const Highlight = styled.span`
  color: ${({ theme }) => theme.colors.brand};
`;

const SubCopy = styled.p`
  max-width: 36rem;
  margin: 0 0 ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.65;
`;

/** Opening of the Home screen: the pitch, the page's only h1 and the two calls to action. */
export function HeroSection() {
  return (
    <Hero aria-labelledby="home-hero-title">
      <Container>
        <Grid>
          <div>
            <Pill>
              <Dot aria-hidden="true" />
              Sydney’s student job marketplace
            </Pill>
            <Headline id="home-hero-title">
              Connecting students with <Highlight>local businesses</Highlight>
            </Headline>
            <SubCopy>
              Find flexible part-time work that fits around your classes, or hire motivated students
              whose profiles show what they study, many verified with their university or TAFE
              email. Student Gigs brings both sides together, close to home.
            </SubCopy>
            <CtaLinks />
          </div>
          <HeroPreview />
        </Grid>
      </Container>
    </Hero>
  );
}
