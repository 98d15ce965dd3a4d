import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { StudentProfileResponse } from 'api-contract/accounts';
import { fakeFetch, renderScreen } from 'shared-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProfileDetails } from '../components/profile-details';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

const profile: StudentProfileResponse = {
  name: 'Mia Nguyen',
  email: 'mia@uni.edu.au',
  university: 'UTS',
  degree: 'Nursing',
  about: 'Friendly',
  experience: '',
  other_qualifications: '',
  qualifications: ['RSA'],
  verification: null,
};
const quals = { qualifications: [{ code: 'RSA', label: 'Responsible Service of Alcohol' }] };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Profile Details', () => {
  it('is read-only until Edit Profile; name and email stay read-only', async () => {
    vi.stubGlobal('fetch', fakeFetch({ status: 200, body: quals }).fn);
    renderScreen(<ProfileDetails profile={profile} />, '/profile/student');
    expect(screen.getByLabelText('University')).toHaveProperty('disabled', true);
    expect(screen.queryByText('(optional)')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText('University')).toHaveProperty('disabled', false);
    expect(screen.getByLabelText('Name')).toHaveProperty('disabled', true);
    expect(screen.getByText('(optional)')).toBeTruthy();
    expect(await screen.findByLabelText('Responsible Service of Alcohol')).toHaveProperty(
      'checked',
      true,
    );
  });

  it('saves only after the accuracy box is ticked, then leaves edit mode', async () => {
    const api = fakeFetch({ status: 200, body: quals }, { status: 200, body: { ok: true } });
    vi.stubGlobal('fetch', api.fn);
    renderScreen(<ProfileDetails profile={profile} />, '/profile/student');
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    fireEvent.change(screen.getByLabelText('Degree'), { target: { value: 'Midwifery' } });
    const save = screen.getByRole('button', { name: 'Save Changes' });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.click(
      screen.getByLabelText('I confirm the information I have provided is accurate.'),
    );
    fireEvent.click(save);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeTruthy());
    const put = api.calls.find((c) => c.url === '/api/student/profile');
    expect(put?.body).toEqual({
      university: 'UTS',
      degree: 'Midwifery',
      about: 'Friendly',
      experience: '',
      other_qualifications: '',
      qualifications: ['RSA'],
      student_visa_work_limit: false,
    });
  });

  it('saves the student visa work limit the student ticks', async () => {
    const api = fakeFetch({ status: 200, body: quals }, { status: 200, body: { ok: true } });
    vi.stubGlobal('fetch', api.fn);
    renderScreen(<ProfileDetails profile={profile} />, '/profile/student');
    const visa = screen.getByRole('checkbox', {
      name: 'I hold a student visa that limits my work hours',
    });
    expect(visa).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    fireEvent.click(visa);
    fireEvent.click(
      screen.getByLabelText('I confirm the information I have provided is accurate.'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeTruthy());
    const put = api.calls.find((c) => c.url === '/api/student/profile');
    expect(put?.body).toMatchObject({ student_visa_work_limit: true });
  });

  it('says a failed save failed and keeps what was typed', async () => {
    const api = fakeFetch({ status: 200, body: quals }, { status: 500 });
    vi.stubGlobal('fetch', api.fn);
    renderScreen(<ProfileDetails profile={profile} />, '/profile/student');
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    fireEvent.change(screen.getByLabelText('Degree'), { target: { value: 'Midwifery' } });
    fireEvent.click(
      screen.getByLabelText('I confirm the information I have provided is accurate.'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your changes could not be saved. Please try again.',
    );
    expect(screen.getByLabelText('Degree')).toHaveProperty('value', 'Midwifery');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();
  });

  it('Cancel drops the draft', () => {
    vi.stubGlobal('fetch', fakeFetch({ status: 200, body: quals }).fn);
    renderScreen(<ProfileDetails profile={profile} />, '/profile/student');
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    fireEvent.change(screen.getByLabelText('Degree'), { target: { value: 'Law' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Degree')).toHaveProperty('value', 'Nursing');
  });
});
