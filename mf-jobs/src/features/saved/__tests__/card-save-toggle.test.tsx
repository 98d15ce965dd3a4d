import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { JobCard } from 'api-contract/listings';
import { savedJobMessages } from 'api-contract/saved-jobs';
import { clearSession, peekReturnUrl, setSession } from 'shared-kit';
import { renderScreen } from 'shared-kit/testing';
import { navigateToUrl } from 'single-spa';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardSaveToggle } from '../components/card-save-toggle';
import { employer, fakeApi, heldAnswer, jobId, student } from './fake-api';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

const card = (n: number, title: string): JobCard => ({
  id: jobId(n),
  title,
  company: 'Bean Co',
  short_preview: 'Shifts',
  location: 'Newtown NSW 2042',
  expiry: '2030-01-01',
  applications: 0,
  max_applications: 5,
  created_at: '2026-01-01T00:00:00.000Z',
  pay: {
    amount_cents: 3250,
    unit: 'hour',
    employment_type: 'casual',
    hours_min: 10,
    hours_max: 15,
    schedule: '',
    junior_rates: false,
    hourly_cents: 3250,
  },
});

const cards = (
  <>
    <CardSaveToggle job={card(1, 'Barista')} />
    <CardSaveToggle job={card(2, 'Waiter')} />
  </>
);
const toggle = (name: string) => screen.getByRole('button', { name: `Save ${name} at Bean Co` });
const IDS = 'GET /api/student/saved-jobs/ids';

afterEach(() => {
  cleanup();
  clearSession();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.mocked(navigateToUrl).mockClear();
});

describe('a job card’s save toggle', () => {
  it('shows the saved ones from one read of the ids, and saves another at once', async () => {
    setSession(student);
    let saved = [jobId(1)];
    const put = heldAnswer({ status: 200, body: { saved: true } });
    const api = fakeApi({
      [IDS]: () => ({ status: 200, body: { ids: saved } }),
      [`PUT /api/student/saved-jobs/${jobId(2)}`]: () => {
        saved = [jobId(2), ...saved];
        return put.answer();
      },
    });
    vi.stubGlobal('fetch', api.fn);
    renderScreen(cards, '/jobs/search');
    await waitFor(() => expect(toggle('Barista').getAttribute('aria-pressed')).toBe('true'));
    expect(toggle('Waiter').getAttribute('aria-pressed')).toBe('false');
    expect(api.calls.filter((call) => call === IDS)).toHaveLength(1);

    fireEvent.click(toggle('Waiter'));
    // Optimistic: pressed while the server has not answered yet.
    await waitFor(() => expect(api.calls).toContain(`PUT /api/student/saved-jobs/${jobId(2)}`));
    expect(toggle('Waiter').getAttribute('aria-pressed')).toBe('true');
    // Confirmed only once the server agreed, beside the toggle tapped, in a live region.
    expect(screen.queryByText('Saved to your profile')).toBeNull();
    put.release();
    const said = await screen.findByText('Saved to your profile');
    expect(said.getAttribute('role')).toBe('status');
    expect(said.parentElement).toBe(toggle('Waiter').parentElement);
    // The page stays where it is: the toggle is no link.
    expect(screen.getByTestId('location').textContent).toBe('/jobs/search');
    // Reads the ids again once settled; both stay saved.
    await waitFor(() => expect(api.calls.filter((call) => call === IDS)).toHaveLength(2));
    expect(toggle('Waiter').getAttribute('aria-pressed')).toBe('true');
    expect(toggle('Barista').getAttribute('aria-pressed')).toBe('true');
  });

  it('unsaves, and puts it back with the API’s words when the save fails', async () => {
    setSession(student);
    let saved = [jobId(1)];
    const api = fakeApi({
      [IDS]: () => ({ status: 200, body: { ids: saved } }),
      [`DELETE /api/student/saved-jobs/${jobId(1)}`]: () => {
        saved = [];
        return { status: 200, body: { saved: false } };
      },
      [`PUT /api/student/saved-jobs/${jobId(2)}`]: () => ({
        status: 409,
        body: { detail: savedJobMessages.tooMany },
      }),
    });
    vi.stubGlobal('fetch', api.fn);
    renderScreen(cards, '/jobs/search');
    await waitFor(() => expect(toggle('Barista').getAttribute('aria-pressed')).toBe('true'));

    fireEvent.click(toggle('Barista'));
    await waitFor(() => expect(toggle('Barista').getAttribute('aria-pressed')).toBe('false'));
    expect(api.calls).toContain(`DELETE /api/student/saved-jobs/${jobId(1)}`);

    fireEvent.click(toggle('Waiter'));
    expect((await screen.findByRole('alert')).textContent).toBe(savedJobMessages.tooMany);
    expect(toggle('Waiter').getAttribute('aria-pressed')).toBe('false');
    // Undoing the failed save leaves the other job's state alone.
    expect(toggle('Barista').getAttribute('aria-pressed')).toBe('false');
  });

  it('says so in plain words when the server fails', async () => {
    setSession(student);
    vi.stubGlobal(
      'fetch',
      fakeApi({
        [IDS]: () => ({ status: 200, body: { ids: [] } }),
        [`PUT /api/student/saved-jobs/${jobId(2)}`]: () => ({
          status: 500,
          body: { detail: 'pool exhausted' },
        }),
      }).fn,
    );
    renderScreen(cards, '/jobs/search');
    fireEvent.click(toggle('Waiter'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We couldn’t save this job. Please try again.',
    );
    expect(toggle('Waiter').getAttribute('aria-pressed')).toBe('false');
  });

  it('asks a visitor to log in, to come back to the job and save it', () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api.fn);
    renderScreen(cards, '/jobs/search');
    expect(toggle('Barista').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle('Barista'));
    expect(peekReturnUrl()).toBe(`/jobs/apply?id=${jobId(1)}&save=1`);
    expect(navigateToUrl).toHaveBeenCalledWith('/auth/login');
    expect(api.calls).toEqual([]);
  });

  it('is not there for employers', () => {
    setSession(employer);
    const api = fakeApi({});
    vi.stubGlobal('fetch', api.fn);
    renderScreen(cards, '/jobs/search');
    expect(screen.queryByRole('button')).toBeNull();
    expect(api.calls).toEqual([]);
  });
});
