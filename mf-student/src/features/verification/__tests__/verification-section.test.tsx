import { useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { accounts } from 'api-contract/accounts';
import { endpointKey } from 'api-contract/common';
import { apiClient } from 'shared-kit';
import { fakeFetch, renderScreen } from 'shared-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VerificationSection } from '../components/verification-section';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

const profile = {
  name: 'Mia Nguyen',
  email: 'mia@gmail.com',
  university: 'UNSW',
  degree: 'Nursing',
  about: '',
  experience: '',
  other_qualifications: '',
  qualifications: [],
  verification: null,
};
const verification = {
  institution: 'UNSW',
  verified_at: '2026-11-25T02:00:00.000Z',
  expires_at: '2027-11-25T02:00:00.000Z',
};

/** The section as the profile page shows it: fed by the profile query. */
function Profile() {
  const query = useQuery({
    queryKey: endpointKey(accounts.studentProfile),
    queryFn: () => apiClient.call(accounts.studentProfile),
  });
  return (
    <VerificationSection
      profile={query.data}
      onRetry={query.isError ? () => void query.refetch() : undefined}
    />
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('student verification on the profile', () => {
  it('verifies with a university address and the mailed code, saying what went wrong on the way', async () => {
    const refusal =
      "That address can't verify your student status. Use the email address your Australian university or TAFE gave you as a student, such as name@ad.unsw.edu.au.";
    const api = fakeFetch(
      { status: 200, body: profile },
      { status: 400, body: { detail: refusal } },
      {
        status: 200,
        body: {
          email: 'z5123456@ad.unsw.edu.au',
          institution: 'UNSW',
          code_expires_at: '2026-11-25T02:15:00.000Z',
        },
      },
      {
        status: 400,
        body: { detail: 'That code is not right. Please check your email and try again.' },
      },
      { status: 200, body: verification },
    );
    vi.stubGlobal('fetch', api.fn);
    renderScreen(<Profile />, '/profile/student');
    const card = await screen.findByRole('region', { name: 'Verify your student status' });
    expect(
      within(card).getByText(
        /It lasts a year, and shows control of that address, not enrolment or results\./,
      ),
    ).toBeTruthy();
    fireEvent.click(await within(card).findByRole('button', { name: 'Verify my student email' }));
    const address = within(card).getByRole('textbox', { name: /University or TAFE email/ });
    // The field the student asked for takes focus.
    await waitFor(() => expect(document.activeElement).toBe(address));

    // Not an address: said before anything is sent.
    fireEvent.change(address, { target: { value: 'mia' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Email me a code' }));
    expect(within(card).getByText('Please enter a valid email address.')).toBeTruthy();
    expect(api.calls).toHaveLength(1);

    // A personal address: the API says which addresses count, under the field.
    fireEvent.change(address, { target: { value: 'mia@gmail.com' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Email me a code' }));
    expect(await within(card).findByText(refusal)).toBeTruthy();
    expect(address.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(address, { target: { value: 'z5123456@ad.unsw.edu.au' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Email me a code' }));
    expect(await within(card).findByText(/We emailed a 6-digit code to/)).toBeTruthy();
    expect(api.calls[2]?.body).toEqual({ email: 'z5123456@ad.unsw.edu.au' });

    const code = within(card).getByRole('textbox', { name: '6-digit code' });
    const verify = within(card).getByRole('button', { name: 'Verify' });
    expect(verify).toHaveProperty('disabled', true);
    fireEvent.change(code, { target: { value: 'Code: 123 450' } });
    expect(code).toHaveProperty('value', '123450');
    fireEvent.click(verify);
    expect(
      await within(card).findByText(
        'That code is not right. Please check your email and try again.',
      ),
    ).toBeTruthy();

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(verify);
    const done = await screen.findByRole('region', { name: 'Student verification' });
    expect(within(done).getByText('Verified student · UNSW · since Nov 2026')).toBeTruthy();
    expect(api.calls[4]?.body).toEqual({ code: '123456' });
  });

  it('shows the badge and its dates, and removes it after asking', async () => {
    const api = fakeFetch(
      { status: 200, body: { ...profile, verification } },
      { status: 200, body: { ok: true } },
    );
    vi.stubGlobal('fetch', api.fn);
    renderScreen(<Profile />, '/profile/student');
    const card = await screen.findByRole('region', { name: 'Student verification' });
    expect(await within(card).findByText('Verified student · UNSW · since Nov 2026')).toBeTruthy();
    expect(within(card).getByText(/^Until /)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove your verification?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('region', { name: 'Verify your student status' })).toBeTruthy();
    await waitFor(() => expect(api.calls[1]?.url).toBe('/api/student/verification'));
  });

  it('says so when the profile cannot be loaded, and Retry loads it', async () => {
    const api = fakeFetch({ status: 500 }, { status: 200, body: { ...profile, verification } });
    vi.stubGlobal('fetch', api.fn);
    renderScreen(<Profile />, '/profile/student');
    expect(await screen.findByText('Your verification could not be loaded')).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Student verification' });
    fireEvent.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(await within(card).findByText('Verified student · UNSW · since Nov 2026')).toBeTruthy();
  });

  it('moves focus to the code when it is sent, and back to the address for another one', async () => {
    const sent = {
      email: 'z5123456@ad.unsw.edu.au',
      institution: 'UNSW',
      code_expires_at: '2026-11-25T02:15:00.000Z',
    };
    vi.stubGlobal(
      'fetch',
      fakeFetch({ status: 200, body: profile }, { status: 200, body: sent }).fn,
    );
    renderScreen(<Profile />, '/profile/student');
    const card = await screen.findByRole('region', { name: 'Verify your student status' });
    fireEvent.click(await within(card).findByRole('button', { name: 'Verify my student email' }));
    fireEvent.change(within(card).getByRole('textbox', { name: /University or TAFE email/ }), {
      target: { value: sent.email },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Email me a code' }));
    const code = await within(card).findByRole('textbox', { name: '6-digit code' });
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(code.getAttribute('aria-describedby')).toContain('verification-code-sent');
    fireEvent.click(within(card).getByRole('button', { name: 'Use another address' }));
    const address = within(card).getByRole('textbox', { name: /University or TAFE email/ });
    await waitFor(() => expect(document.activeElement).toBe(address));
  });
});
