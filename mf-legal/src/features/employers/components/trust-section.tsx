import type { ReactNode } from 'react';
import { media } from 'shared-kit';
import styled from 'styled-components';

import { BuildingIcon, ChatIcon, DollarIcon, ShieldCheckIcon } from '../../../components/icons';
import {
  Band,
  Container,
  Eyebrow,
  SectionHeader,
  SectionLead,
  SectionTitle,
} from '../../../components/page-layout';
import { PayFloorFigures } from './pay-floor';

type Safeguard = { title: string; body: ReactNode; icon: ReactNode };

// Only what the platform does today (docs/adr/0003, 0030, 0033, 0043; docs/pay-and-closing.md):
// the ABN is optional and shown, not vouched for; listings are vetted, employers are not.
const safeguards: readonly Safeguard[] = [
  {
    title: 'Pay that meets the minimum wage',
    body: (
      <>
        Every listing states its pay, and a listing below the national minimum wage is refused
        before anyone sees it (casual work must include the casual loading). Your ad stays on the
        right side of the Fair Work Act.
        <PayFloorFigures />
      </>
    ),
    icon: <DollarIcon />,
  },
  {
    title: 'Your ABN on your listings',
    body: 'Add your ABN to your business profile and students see it under your business name on every listing, linked to the public ABN Lookup. We check it is a valid ABN. It is optional: you can hire without one.',
    icon: <BuildingIcon />,
  },
  {
    title: 'Scam checks on every listing',
    body: 'Each new listing is checked for the signs of a job scam, such as upfront fees or contact moved off the site. A listing that shows them waits for our team’s review; the rest go live at once. Students can trust what they read here, your job included.',
    icon: <ShieldCheckIcon />,
  },
  {
    title: 'Messages stay on the site',
    body: 'You write to the students you shortlist on Student Gigs, not from your private email or phone. Messages are checked for the same signs, and students can report one to our team.',
    icon: <ChatIcon />,
  },
];

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Card = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  /* On a phone the icon sits above the words, which then have the card's whole width. */
  ${media.mobile} {
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const IconBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  flex-shrink: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brand};
`;

const Title = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Body = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.6;
`;

const Limits = styled.p`
  max-width: 48rem;
  margin: ${({ theme }) => theme.space.xl} auto 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.6;
  text-align: center;

  ${media.mobile} {
    text-align: left;
  }
`;

/** How the platform keeps listings lawful and honest, and what it does not check. */
export function TrustSection() {
  return (
    <Band aria-labelledby="employers-trust-title">
      <Container>
        <SectionHeader>
          <Eyebrow>Trust</Eyebrow>
          <SectionTitle id="employers-trust-title">
            Checks that protect you and your applicants
          </SectionTitle>
          <SectionLead>
            Students apply where they feel safe. These rules keep scams out, so your genuine job
            stands out.
          </SectionLead>
        </SectionHeader>
        <Grid>
          {safeguards.map((safeguard) => (
            <Card key={safeguard.title}>
              <IconBadge>{safeguard.icon}</IconBadge>
              <div>
                <Title>{safeguard.title}</Title>
                <Body>{safeguard.body}</Body>
              </div>
            </Card>
          ))}
        </Grid>
        <Limits>
          We check listings, not people. A “Verified student” has confirmed a university or TAFE
          email address in the last year, which shows they control that address, not their enrolment
          or results. Check references as you would for any hire.
        </Limits>
      </Container>
    </Band>
  );
}
