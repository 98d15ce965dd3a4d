import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch, renderScreen } from 'shared-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DecisionSection } from '../components/decision-section';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

const id = '00000000-0000-4000-8000-000000000042';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Application Decision', () => {
  it('asks before rejecting, with the exact words, then sends rejected', async () => {
    const api = fakeFetch({ status: 200, body: { status: 'rejected' } });
    vi.stubGlobal('fetch', api.fn);
    renderScreen(<DecisionSection applicationId={id} name="Mia Nguyen" status="submitted" />, '/x');
    expect(screen.getByText('The applicant will be notified of your decision.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Application' });
    expect(
      within(dialog).getByText(
        "Are you sure you want to reject this application from Mia Nguyen? This action can't be reversed once completed.",
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject Application' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls[0]).toMatchObject({
      url: `/api/employer/applications/${id}/status`,
      body: { new_status: 'rejected' },
    });
    expect(window.location.pathname).toBe('/profile/employer');
  });

  it('returns a rejection to its listing’s applications on the profile', async () => {
    const listingId = '00000000-0000-4000-8000-000000000007';
    vi.stubGlobal('fetch', fakeFetch({ status: 200, body: { status: 'rejected' } }).fn);
    renderScreen(
      <DecisionSection
        applicationId={id}
        listingId={listingId}
        name="Mia Nguyen"
        status="submitted"
      />,
      '/x',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Application' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject Application' }));
    await waitFor(() => expect(window.location.search).toBe(`?listing=${listingId}`));
    expect(window.location.pathname).toBe('/profile/employer');
  });

  it('marks as seen after its own question', async () => {
    const api = fakeFetch({ status: 200, body: { status: 'seen' } });
    vi.stubGlobal('fetch', api.fn);
    renderScreen(<DecisionSection applicationId={id} name="Mia Nguyen" status="submitted" />, '/x');
    fireEvent.click(screen.getByRole('button', { name: 'Mark as Seen' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark as seen?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as Seen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls[0]?.body).toEqual({ new_status: 'seen' });
  });
});
