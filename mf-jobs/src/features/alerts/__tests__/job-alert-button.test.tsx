import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jobAlertMessages } from 'api-contract/alerts';
import { clearSession, peekReturnUrl, setSession } from 'shared-kit';
import { renderScreen } from 'shared-kit/testing';
import { navigateToUrl } from 'single-spa';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobAlertButton } from '../components/job-alert-button';
import { baristaSearch as search, categories, employer, routeApi, student } from './fake-api';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

const alert = {
  id: '00000000-0000-4000-8000-000000000001',
  search: { category_code: 'HOSP', q: 'barista', place: null, min_hourly_cents: 3500 },
  frequency: 'daily',
  paused: false,
  created_at: '2026-01-01T00:00:00.000Z',
};
const where = () => screen.getByTestId('location').textContent;
const openButton = () => screen.getByRole('button', { name: 'Get job alerts' });

afterEach(() => {
  cleanup();
  clearSession();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.mocked(navigateToUrl).mockClear();
});

describe('Get job alerts', () => {
  it('saves the search for a student: category, words, place, pay and how often', async () => {
    setSession(student);
    const api = routeApi({
      'GET /api/system/job-categories': categories,
      'POST /api/student/alerts': () => ({ status: 201, body: { alert } }),
    });
    vi.stubGlobal('fetch', api.fn);
    renderScreen(<JobAlertButton search={search} />, '/jobs/search?q=barista');
    fireEvent.click(openButton());
    const dialog = await screen.findByRole('dialog', { name: 'Get job alerts' });
    expect(within(dialog).getByText('“barista”')).toBeTruthy();
    expect(within(dialog).getByText('Newtown NSW, within 10 km')).toBeTruthy();
    expect(within(dialog).getByText('$35+ an hour')).toBeTruthy();
    const category = within(dialog).getByRole('combobox', { name: 'Category' });
    expect(category).toHaveProperty('value', '');
    await within(dialog).findByRole('option', { name: 'Hospitality' });
    fireEvent.change(category, { target: { value: 'HOSP' } });
    const instant = within(dialog).getByRole('radio', { name: /As soon as they're posted/ });
    expect(instant).toHaveProperty('checked', true);
    fireEvent.click(within(dialog).getByRole('radio', { name: /Once a day/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save alert' }));

    expect(await within(dialog).findByText(/Alert saved\. We'll email you new jobs/)).toBeTruthy();
    const link = within(dialog).getByRole('link', { name: 'Manage alerts in your profile' });
    expect(link.getAttribute('href')).toBe('/profile/student');
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Done' })),
    );
    expect(api.calls.find((c) => c.call === 'POST /api/student/alerts')?.body).toEqual({
      search: {
        category_code: 'HOSP',
        q: 'barista',
        place: { name: 'Newtown NSW', lat: -33.8976, lng: 151.1785, radius_km: 10 },
        min_hourly_cents: 3500,
      },
      frequency: 'daily',
    });
  });

  it("shows the API's refusal and keeps the dialog open", async () => {
    setSession(student);
    vi.stubGlobal(
      'fetch',
      routeApi({
        'GET /api/system/job-categories': categories,
        'POST /api/student/alerts': () => ({
          status: 409,
          body: { detail: jobAlertMessages.duplicate },
        }),
      }).fn,
    );
    renderScreen(<JobAlertButton search={{ ...search, place: null }} />, '/jobs/search');
    fireEvent.click(openButton());
    const dialog = await screen.findByRole('dialog', { name: 'Get job alerts' });
    expect(within(dialog).getByText('Anywhere')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save alert' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(jobAlertMessages.duplicate);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets a visitor log in instead, and brings them back to the search with the dialog', async () => {
    vi.stubGlobal('fetch', routeApi({ 'GET /api/system/job-categories': categories }).fn);
    renderScreen(<JobAlertButton search={search} />, '/jobs/search?q=barista&min_pay=35');
    fireEvent.click(openButton());
    const dialog = await screen.findByRole('dialog', { name: 'Get job alerts' });
    const logIn = within(dialog).getByRole('link', { name: 'Log in' });
    expect(logIn.getAttribute('href')).toBe('/auth/login');
    fireEvent.click(logIn);
    expect(peekReturnUrl()).toBe('/jobs/search?q=barista&min_pay=35&alert=1');
    expect(navigateToUrl).toHaveBeenCalledTimes(1);
  });

  it('opens the dialog for the student who comes back, once', async () => {
    setSession(student);
    vi.stubGlobal('fetch', routeApi({ 'GET /api/system/job-categories': categories }).fn);
    renderScreen(<JobAlertButton search={search} />, '/jobs/search?q=barista&alert=1');
    expect(await screen.findByRole('dialog', { name: 'Get job alerts' })).toBeTruthy();
    await waitFor(() => expect(where()).toBe('/jobs/search?q=barista'));
  });

  it('is not offered to employers', () => {
    setSession(employer);
    renderScreen(<JobAlertButton search={search} />, '/jobs/search');
    expect(screen.queryByRole('button', { name: 'Get job alerts' })).toBeNull();
  });
});
