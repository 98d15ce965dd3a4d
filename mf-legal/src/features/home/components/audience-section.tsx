import { media } from 'shared-kit';
import styled from 'styled-components';

import { AudienceCard } from './audience-card';
import { GraduationCapIcon, StorefrontIcon } from '../../../components/icons';
import {
  Band,
  Container,
  Eyebrow,
  SectionHeader,
  SectionLead,
  SectionTitle,
} from '../../../components/page-layout';

const studentPoints = [
  'Verify your student status with your university or TAFE email address, and employers see “Verified student” on your applications.',
  'Choose flexible shifts that fit around lectures, tutorials, placements and exams.',
  'Browse jobs by category and by distance from where you live or study.',
  'Apply in minutes with your resume, contact details and short answers to the employer’s questions.',
  'Track every application in one place, and withdraw one if your plans change.',
] as const;

const employerPoints = [
  'Post a job listing in minutes: where it is, what the role involves, and its hours and pay in your own words.',
  'Add your own application questions so every applicant tells you what matters to you.',
  'Meet students right in your area, and see which ones confirmed a university or TAFE email address in the last year.',
  'Review every application in one place and mark each one seen or rejected.',
  'Appear alongside vetted listings that students can browse with confidence.',
] as const;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xl};

  ${media.tablet} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.lg};
  }
`;

/** The two sides of the marketplace and what each gets from it. */
export function AudienceSection() {
  return (
    <Band $tinted aria-labelledby="home-audience-title">
      <Container>
        <SectionHeader>
          <Eyebrow>How it works</Eyebrow>
          <SectionTitle id="home-audience-title">Built for both sides of the shift</SectionTitle>
          <SectionLead>
            Students get work that respects their study load. Local businesses get reliable help
            without the hassle of a traditional hiring process.
          </SectionLead>
        </SectionHeader>
        <Grid>
          <AudienceCard title="For students" icon={<GraduationCapIcon />} points={studentPoints} />
          <AudienceCard title="For employers" icon={<StorefrontIcon />} points={employerPoints} />
        </Grid>
      </Container>
    </Band>
  );
}
