import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from 'shared-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertsSection } from '../components/alerts-section';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const barista = {
  id: id(1),
  search: {
    category_code: 'HOSP',
    q: 'barista',
    place: { name: 'Newtown NSW', lat: -33.9, lng: 151.18, radius_km: 10 },
    min_hourly_cents: 3500,
  },
  frequency: 'instant',
  paused: false,
  created_at: '2026-11-03T12:00:00.000Z',
};
const everything = {
  id: id(2),
  search: { category_code: null, q: '', place: null, min_hourly_cents: null },
  frequency: 'daily',
  paused: true,
  created_at: '2026-11-01T12:00:00.000Z',
};
const categories = {
  categories: [
    { code: 'HOSP', display_name: 'Hospitality' },
    { code: 'RETL', display_name: 'Retail' },
  ],
};

type Answer = { status: number; body?: unknown };
/**
 * A fetch answering by method and path (the alerts and the categories load side by side, in no
 * fixed order); each route's answers are used in turn, its last one repeated.
 */
function routedFetch(routes: Record<string, Answer[]>) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fn = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    calls.push({
      method,
      url,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    });
    const answers = routes[`${method} ${url}`] ?? [];
    const next = (answers.length > 1 ? answers.shift() : answers[0]) ?? { status: 500 };
    return Promise.resolve(
      new Response(next.body === undefined ? null : JSON.stringify(next.body), {
        status: next.status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  };
  return { fn, calls };
}

const base = (alerts: unknown[]): Record<string, Answer[]> => ({
  'GET /api/student/alerts': [{ status: 200, body: { alerts } }],
  'GET /api/system/job-categories': [{ status: 200, body: categories }],
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Job Alerts', () => {
  it('lists each alert’s search in words, how often it mails, and whether it is paused', async () => {
    vi.stubGlobal('fetch', routedFetch(base([barista, everything])).fn);
    renderScreen(<AlertsSection />, '/profile/student');
    const first = (
      await screen.findByText('"barista" in Hospitality near Newtown NSW (10 km), $35+/h')
    ).closest('li');
    const second = screen.getByText('All jobs').closest('li');
    if (!first || !second) throw new Error('alerts are list items');
    expect(within(first).getByText('Active')).toBeTruthy();
    expect(within(second).getByText('Paused')).toBeTruthy();
    const frequency = within(first).getByRole<HTMLSelectElement>('combobox', {
      name: /^Emails for "barista"/,
    });
    expect(frequency.value).toBe('instant');
    expect(within(frequency).getByRole('option', { name: 'Instant' })).toBeTruthy();
    expect(
      within(second).getByRole<HTMLSelectElement>('combobox', { name: 'Emails for All jobs' })
        .value,
    ).toBe('daily');
    expect(within(second).getByRole('button', { name: 'Resume alert: All jobs' })).toBeTruthy();
  });

  it('pauses, resumes and changes how often an alert mails', async () => {
    const api = routedFetch({
      ...base([barista]),
      [`PUT /api/student/alerts/${id(1)}`]: [
        { status: 200, body: { alert: { ...barista, paused: true } } },
        { status: 200, body: { alert: { ...barista, paused: true, frequency: 'daily' } } },
      ],
    });
    vi.stubGlobal('fetch', api.fn);
    renderScreen(<AlertsSection />, '/profile/student');
    fireEvent.click(await screen.findByRole('button', { name: /^Pause alert: "barista"/ }));
    expect(await screen.findByText('Paused')).toBeTruthy();
    expect(api.calls.at(-1)?.body).toEqual({ paused: true });

    fireEvent.change(screen.getByRole('combobox', { name: /^Emails for/ }), {
      target: { value: 'daily' },
    });
    await waitFor(() =>
      expect(screen.getByRole<HTMLSelectElement>('combobox', { name: /^Emails for/ }).value).toBe(
        'daily',
      ),
    );
    expect(api.calls.at(-1)?.body).toEqual({ frequency: 'daily' });
    expect(screen.getByRole('button', { name: /^Resume alert/ })).toBeTruthy();
  });

  it('shows the API’s detail when a change fails, and keeps the alert as it was', async () => {
    vi.stubGlobal(
      'fetch',
      routedFetch({
        ...base([barista]),
        [`PUT /api/student/alerts/${id(1)}`]: [
          { status: 404, body: { detail: 'This alert no longer exists.' } },
        ],
      }).fn,
    );
    renderScreen(<AlertsSection />, '/profile/student');
    fireEvent.click(await screen.findByRole('button', { name: /^Pause alert/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('This alert no longer exists.');
    expect(screen.getByText('Active')).toBeTruthy();
  });

  it('deletes an alert after asking', async () => {
    const api = routedFetch({
      ...base([barista, everything]),
      [`DELETE /api/student/alerts/${everything.id}`]: [{ status: 200, body: { ok: true } }],
    });
    vi.stubGlobal('fetch', api.fn);
    renderScreen(<AlertsSection />, '/profile/student');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete alert: All jobs' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete job alert?' });
    expect(
      within(dialog).getByText("You will no longer get emails for All jobs. This can't be undone."),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('All jobs')).toBeNull();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('keeps the dialog open with the API’s detail when deleting fails', async () => {
    vi.stubGlobal(
      'fetch',
      routedFetch({
        ...base([barista]),
        [`DELETE /api/student/alerts/${id(1)}`]: [
          { status: 503, body: { detail: 'Try again in a minute.' } },
        ],
      }).fn,
    );
    renderScreen(<AlertsSection />, '/profile/student');
    fireEvent.click(await screen.findByRole('button', { name: /^Delete alert/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete job alert?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Try again in a minute.');
  });

  it('says where alerts come from when there are none', async () => {
    vi.stubGlobal('fetch', routedFetch(base([])).fn);
    renderScreen(<AlertsSection />, '/profile/student');
    expect(await screen.findByText(/^No job alerts yet\. Search for jobs/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search Jobs' }).getAttribute('href')).toBe(
      '/jobs/search',
    );
  });
});
