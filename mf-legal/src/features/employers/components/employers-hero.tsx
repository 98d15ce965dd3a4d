import { media, paths, RemoteLink, useSession } from 'shared-kit';
import styled from 'styled-components';

import { Container } from '../../../components/page-layout';
import { EmployerActions } from './employer-actions';

const Hero = styled.section`
  padding: 4.5rem 0 4rem;
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
    padding: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.xxl};
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.25fr) minmax(0, 0.75fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.xxl};

  ${media.tablet} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xl};
  }
`;

const Eyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const Headline = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.text};
  font-size: clamp(2rem, 1.4rem + 2.6vw, ${({ theme }) => theme.fontSizes.hero});
  line-height: 1.1;
  letter-spacing: -0.025em;
`;

const SubCopy = styled.p`
  max-width: 36rem;
  margin: 0 0 ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.65;
`;

const Note = styled.p`
  max-width: 36rem;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.6;

  a {
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 600;
  }
`;

const PriceCard = styled.aside`
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  ${media.mobile} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const PriceTitle = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
`;

const Price = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: 700;
  line-height: 1.1;
`;

const PriceList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding-left: 1.25rem;
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.5;
`;

/** What a signed-in student or moderator reads where a visitor sees the calls to action. */
function SignedInNote({ role }: { role: string }) {
  return (
    <Note>
      You’re signed in with a {role} account. This page is for businesses that hire on Student Gigs.
      Looking for work? <RemoteLink href={paths.jobsSearch}>Browse jobs</RemoteLink>
    </Note>
  );
}

/** The page's opening: who it is for, what the site does for them, what it costs, what to do. */
export function EmployersHero() {
  const session = useSession();
  return (
    <Hero aria-labelledby="employers-title">
      <Container>
        <Grid>
          <div>
            <Eyebrow>For employers</Eyebrow>
            <Headline id="employers-title">Hire students who live and study near you</Headline>
            <SubCopy>
              Student Gigs is where students in Sydney look for flexible part-time work. Post a job,
              hear from students close to your business, then shortlist, interview and hire them,
              all in one place.
            </SubCopy>
            {session && session.role !== 'employer' ? (
              <SignedInNote role={session.role} />
            ) : (
              <EmployerActions />
            )}
          </div>
          <PriceCard aria-labelledby="employers-price-title">
            <PriceTitle id="employers-price-title">What a listing costs</PriceTitle>
            <Price>Nothing</Price>
            <PriceList>
              <li>No fee to post a job, read applications or hire.</li>
              <li>No subscription, and no charge per applicant.</li>
              <li>Up to 10 jobs open at once in your first week, and up to 100 after that.</li>
            </PriceList>
          </PriceCard>
        </Grid>
      </Container>
    </Hero>
  );
}
