import { cleanup, screen, within } from '@testing-library/react';
import type { EmployerApplicationDetail } from 'api-contract/applications';
import { renderScreen } from 'shared-kit/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { ApplicationDetails } from '../components/application-details';

afterEach(cleanup);

const application = (experience?: string): EmployerApplicationDetail => ({
  id: '00000000-0000-4000-8000-000000000042',
  status: 'submitted',
  job: { title: 'Weekend Barista' },
  applicant: {
    name: 'Mia Nguyen',
    email: 'mia@uni.edu.au',
    phone: null,
    degree: 'Nursing',
    university: 'UTS',
    qualifications: [],
    other_qualifications: null,
    about: 'Friendly and on time.',
    ...(experience === undefined ? {} : { experience }),
    verification: null,
  },
  answers: [],
  anything_else_answer: null,
  resume_file_name: 'cv.pdf',
});

describe('The application as the employer reviews it', () => {
  it('shows the experience the student wrote in their profile', () => {
    renderScreen(
      <ApplicationDetails application={application('Two years on a cafe floor.')} />,
      '/x',
    );
    const section = screen.getByRole('region', { name: 'Experience' });
    expect(within(section).getByText('Two years on a cafe floor.')).toBeTruthy();
  });

  it('says Not Provided when there is none, or the API is older than the field', () => {
    for (const experience of ['  ', undefined]) {
      renderScreen(<ApplicationDetails application={application(experience)} />, '/x');
      const section = screen.getByRole('region', { name: 'Experience' });
      expect(within(section).getByText('Not Provided')).toBeTruthy();
      cleanup();
    }
  });
});
