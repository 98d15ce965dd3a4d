import { media } from 'shared-kit';
import styled from 'styled-components';

import {
  Band,
  Container,
  Eyebrow,
  SectionHeader,
  SectionLead,
  SectionTitle,
} from '../../../components/page-layout';

type Step = { title: string; body: string };

// What the employer's screens do today, in the order a hire happens (docs/hiring.md).
const steps: readonly Step[] = [
  {
    title: 'Post a job',
    body: 'Say what the job is, where it is, its hours and its pay, and add your own questions for applicants. It takes a few minutes.',
  },
  {
    title: 'Hear from students nearby',
    body: 'Students find your job by category and by distance from where they live or study, and those with a job alert for work like yours are emailed about it.',
  },
  {
    title: 'Review and shortlist',
    body: 'Read each application’s answers and resume in one place, see who has confirmed a university or TAFE email address, and shortlist the ones you want to meet.',
  },
  {
    title: 'Interview, offer and hire',
    body: 'Offer up to three interview times for the student to pick from, message them on the site, and send an offer with a start date and hours.',
  },
];

const List = styled.ol`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Item = styled.li`
  counter-increment: step;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  &::before {
    content: counter(step);
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 36px;
    height: 36px;
    margin-bottom: ${({ theme }) => theme.space.md};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.textOnBrand};
    font-weight: 700;
  }
`;

const Title = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Body = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.6;
`;

/** From posting to hiring, in four steps, each a screen the employer will use. */
export function HiringSteps() {
  return (
    <Band $tinted aria-labelledby="employers-steps-title">
      <Container>
        <SectionHeader>
          <Eyebrow>How it works</Eyebrow>
          <SectionTitle id="employers-steps-title">One place to post, review and hire</SectionTitle>
          <SectionLead>
            Applications, interview times, offers and messages all stay on Student Gigs, so nothing
            gets lost in your inbox.
          </SectionLead>
        </SectionHeader>
        <List>
          {steps.map((step) => (
            <Item key={step.title}>
              <Title>{step.title}</Title>
              <Body>{step.body}</Body>
            </Item>
          ))}
        </List>
      </Container>
    </Band>
  );
}
