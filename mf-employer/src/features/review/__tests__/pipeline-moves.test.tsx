import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch, renderScreen } from 'shared-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DecisionSection } from '../components/decision-section';
import { employerHistoryLine } from '../history-words';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

const id = '00000000-0000-4000-8000-000000000042';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function buttons() {
  return screen.queryAllByRole('button').map((button) => button.textContent);
}

describe('The moves open at each stage', () => {
  it('offers reject, mark as seen and shortlist while submitted', () => {
    renderScreen(<DecisionSection applicationId={id} name="Mia" status="submitted" />, '/x');
    expect(buttons()).toEqual(['Reject', 'Mark as Seen', 'Shortlist']);
  });

  it('still lets a seen application be rejected or shortlisted', () => {
    renderScreen(<DecisionSection applicationId={id} name="Mia" status="seen" />, '/x');
    expect(buttons()).toEqual(['Reject', 'Shortlist']);
  });

  it('invites a shortlisted applicant to an interview or offers the job', () => {
    renderScreen(<DecisionSection applicationId={id} name="Mia" status="shortlisted" />, '/x');
    expect(buttons()).toEqual(['Reject', 'Invite to interview', 'Make an offer']);
  });

  it('asks to confirm a rejection even once an offer is out', () => {
    renderScreen(<DecisionSection applicationId={id} name="Mia" status="offered" />, '/x');
    expect(buttons()).toEqual(['Reject']);
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(screen.getByRole('dialog', { name: 'Reject Application' })).toBeTruthy();
  });

  it.each(['hired', 'declined', 'rejected', 'withdrawn'] as const)(
    'shows no moves once %s',
    (status) => {
      renderScreen(<DecisionSection applicationId={id} name="Mia" status={status} />, '/x');
      expect(screen.queryByRole('region', { name: 'Application Decision' })).toBeNull();
      expect(buttons()).toEqual([]);
    },
  );
});

describe('Shortlist', () => {
  it('sends shortlisted at once', async () => {
    const api = fakeFetch({ status: 200, body: { status: 'shortlisted' } });
    vi.stubGlobal('fetch', api.fn);
    renderScreen(<DecisionSection applicationId={id} name="Mia" status="seen" />, '/x');
    fireEvent.click(screen.getByRole('button', { name: 'Shortlist' }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]).toMatchObject({
      url: `/api/employer/applications/${id}/status`,
      body: { new_status: 'shortlisted' },
    });
  });

  it('says so when the shortlist is refused', async () => {
    const api = fakeFetch({ status: 409, body: { detail: 'This application was withdrawn.' } });
    vi.stubGlobal('fetch', api.fn);
    renderScreen(<DecisionSection applicationId={id} name="Mia" status="seen" />, '/x');
    fireEvent.click(screen.getByRole('button', { name: 'Shortlist' }));
    expect(await screen.findByText('This application was withdrawn.')).toBeTruthy();
  });
});

describe('Invite to interview', () => {
  it('refuses to send without a time or a place, and keeps the form', () => {
    renderScreen(<DecisionSection applicationId={id} name="Mia" status="shortlisted" />, '/x');
    fireEvent.click(screen.getByRole('button', { name: 'Invite to interview' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite to interview' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getByText('Offer between 1 and 3 interview times.')).toBeTruthy();
    expect(within(dialog).getByText('Say where the interview takes place.')).toBeTruthy();
  });

  it('sends the times typed and the place, and keeps the form with the reason when refused', async () => {
    const api = fakeFetch({
      status: 409,
      body: { detail: 'Interview times must be in the future.' },
    });
    vi.stubGlobal('fetch', api.fn);
    renderScreen(<DecisionSection applicationId={id} name="Mia" status="shortlisted" />, '/x');
    fireEvent.click(screen.getByRole('button', { name: 'Invite to interview' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite to interview' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add another time' }));
    fireEvent.change(within(dialog).getByLabelText('Interview time 1'), {
      target: { value: '01/12/2099 10:00 AM' },
    });
    fireEvent.change(within(dialog).getByLabelText('Interview time 2'), {
      target: { value: '02/12/2099 2:30 PM' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Where/ }), {
      target: { value: 'Shop 3, 10 George St' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Interview times must be in the future.')).toBeTruthy();
    expect(api.calls[0]).toMatchObject({
      url: `/api/employer/applications/${id}/interview`,
      body: {
        slots: [
          new Date(2099, 11, 1, 10, 0).toISOString(),
          new Date(2099, 11, 2, 14, 30).toISOString(),
        ],
        where: 'Shop 3, 10 George St',
        note: null,
      },
    });
    expect(screen.getByRole('dialog', { name: 'Invite to interview' })).toBeTruthy();
  });
});

describe('Make an offer', () => {
  it('checks the hours, then sends the start date and hours and closes', async () => {
    const offer = {
      start_date: '2099-12-07',
      hours_per_week: 12.5,
      note: null,
      offered_at: '2099-11-30T00:00:00.000Z',
      answered_at: null,
    };
    const api = fakeFetch({ status: 200, body: { status: 'offered', offer } });
    vi.stubGlobal('fetch', api.fn);
    renderScreen(<DecisionSection applicationId={id} name="Mia" status="interview" />, '/x');
    fireEvent.click(screen.getByRole('button', { name: 'Make an offer' }));
    const dialog = screen.getByRole('dialog', { name: 'Make an offer' });
    fireEvent.change(within(dialog).getByLabelText('Start date'), {
      target: { value: '07/12/2099' },
    });
    const hours = within(dialog).getByRole('spinbutton', { name: /Hours per week/ });
    fireEvent.change(hours, { target: { value: '70' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(
      within(dialog).getByText(
        'Enter the hours a week, more than 0 and at most 60, in half hours.',
      ),
    ).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    fireEvent.change(hours, { target: { value: '12.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls[0]).toMatchObject({
      url: `/api/employer/applications/${id}/offer`,
      body: { start_date: '2099-12-07', hours_per_week: 12.5, note: null },
    });
  });
});

describe('The history in words', () => {
  const at = '2026-11-29T01:00:00.000Z';
  it('says who moved the application', () => {
    expect(
      employerHistoryLine({ from: 'submitted', to: 'seen', actor: 'employer', at }, 'Mia'),
    ).toBe('You marked it seen');
    expect(employerHistoryLine({ from: 'offered', to: 'hired', actor: 'student', at }, 'Mia')).toBe(
      'Mia accepted the offer',
    );
    expect(
      employerHistoryLine(
        { from: 'interview', to: 'interview', actor: 'student', at, note: 'Evenings suit me' },
        'Mia',
      ),
    ).toBe('Mia asked for other times');
  });
});
