import type { ReactNode } from 'react';
import { media } from 'shared-kit';
import styled from 'styled-components';

import {
  BadgeCheckIcon,
  ClipboardIcon,
  MapPinIcon,
  ShieldCheckIcon,
} from '../../../components/icons';
import {
  Band,
  Container,
  Eyebrow,
  SectionHeader,
  SectionLead,
  SectionTitle,
} from '../../../components/page-layout';

type Feature = { title: string; body: string; icon: ReactNode };

const features: readonly Feature[] = [
  {
    title: 'Verified student profiles',
    body: 'A “Verified student” has confirmed an email address from an Australian university or TAFE within the last year. It shows they control that address, not their enrolment or results.',
    icon: <ShieldCheckIcon />,
  },
  {
    title: 'Easy job posting',
    body: 'Create a listing with the details and questions you care about, then manage applicants from your employer profile.',
    icon: <ClipboardIcon />,
  },
  {
    title: 'Vetted listings',
    body: 'Every new listing is checked for the signs of a job scam. Those that show them, and those students report, wait for our team, who remove scams. It is not a guarantee of any employer.',
    icon: <BadgeCheckIcon />,
  },
  {
    title: 'Local to Sydney',
    body: 'Search by distance from your suburb or campus. We are starting in Sydney and growing from here.',
    icon: <MapPinIcon />,
  },
];

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Card = styled.li`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  transition: box-shadow 0.2s ease;

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
`;

const IconBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  margin-bottom: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.surface};
`;

const Title = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Body = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.6;
`;

/** Why the marketplace can be trusted, as four short cards. */
export function FeatureCards() {
  return (
    <Band aria-labelledby="home-features-title">
      <Container>
        <SectionHeader>
          <Eyebrow>Why Student Gigs</Eyebrow>
          <SectionTitle id="home-features-title">A marketplace you can trust</SectionTitle>
          <SectionLead>
            Everything is designed around students’ timetables and small-business needs.
          </SectionLead>
        </SectionHeader>
        <Grid>
          {features.map((feature) => (
            <Card key={feature.title}>
              <IconBadge>{feature.icon}</IconBadge>
              <Title>{feature.title}</Title>
              <Body>{feature.body}</Body>
            </Card>
          ))}
        </Grid>
      </Container>
    </Band>
  );
}
