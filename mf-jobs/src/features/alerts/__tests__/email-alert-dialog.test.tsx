import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jobAlertMessages } from 'api-contract/alerts';
import { validationMessages } from 'api-contract/common';
import { clearSession } from 'shared-kit';
import { renderScreen } from 'shared-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobAlertButton } from '../components/job-alert-button';
import { baristaSearch as search, categories, routeApi } from './fake-api';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

const POST = 'POST /api/alerts/subscribe';

/** A visitor (nobody signed in) opens "Get job alerts" on a search. */
async function openAsVisitor(subscribe: () => { status: number; body?: unknown }) {
  const api = routeApi({ 'GET /api/system/job-categories': categories, [POST]: subscribe });
  vi.stubGlobal('fetch', api.fn);
  renderScreen(<JobAlertButton search={search} />, '/jobs/search?q=barista');
  fireEvent.click(screen.getByRole('button', { name: 'Get job alerts' }));
  const dialog = await screen.findByRole('dialog', { name: 'Get job alerts' });
  const email = within(dialog).getByRole('textbox', { name: 'Email' });
  const save = within(dialog).getByRole('button', { name: 'Save alert' });
  return { api, dialog, email, save };
}

afterEach(() => {
  cleanup();
  clearSession();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('Get job alerts for a visitor, by email', () => {
  it('saves the search with the address, category and frequency, then says to check the inbox', async () => {
    const { api, dialog, email, save } = await openAsVisitor(() => ({
      status: 200,
      body: { status: 'sent' },
    }));
    // The search summed up as the student's dialog does, the address focused first. The dialog is
    // loaded lazily, so it can be on the page a moment before its effect moves the focus.
    expect(within(dialog).getByText('“barista”')).toBeTruthy();
    expect(within(dialog).getByText('Newtown NSW, within 10 km')).toBeTruthy();
    expect(within(dialog).getByText('$35+ an hour')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('type')).toBe('email');
    expect(email.getAttribute('autocomplete')).toBe('email');

    fireEvent.change(email, { target: { value: '  sam@example.com ' } });
    await within(dialog).findByRole('option', { name: 'Retail' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Category' }), {
      target: { value: 'RETL' },
    });
    fireEvent.click(within(dialog).getByRole('radio', { name: /Once a day/ }));
    fireEvent.click(save);

    const status = await within(dialog).findByRole('status');
    expect(within(status).getByText(jobAlertMessages.checkInbox)).toBeTruthy();
    expect(within(status).getByText('Sent to sam@example.com')).toBeTruthy();
    const done = within(dialog).getByRole('button', { name: 'Done' });
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(within(dialog).queryByRole('button', { name: 'Save alert' })).toBeNull();
    expect(api.calls.find((c) => c.call === POST)?.body).toEqual({
      email: 'sam@example.com',
      search: {
        category_code: 'RETL',
        q: 'barista',
        place: { name: 'Newtown NSW', lat: -33.8976, lng: 151.1785, radius_km: 10 },
        min_hourly_cents: 3500,
      },
      frequency: 'daily',
    });
    fireEvent.click(done);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for a valid address before sending anything', async () => {
    const { api, dialog, email, save } = await openAsVisitor(() => ({
      status: 200,
      body: { status: 'sent' },
    }));
    // Empty: Save points at the field instead of sending.
    fireEvent.click(save);
    expect(within(dialog).getByText(validationMessages.email)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);

    // Not an address: said when the field is left, and gone once it is one.
    fireEvent.change(email, { target: { value: 'sam@example' } });
    fireEvent.blur(email);
    expect(within(dialog).getByText(validationMessages.email)).toBeTruthy();
    fireEvent.change(email, { target: { value: 'sam@example.com' } });
    expect(within(dialog).queryByText(validationMessages.email)).toBeNull();
    expect(api.calls.filter((c) => c.call === POST)).toHaveLength(0);
  });

  it('does not judge an address while it is typed', async () => {
    const { dialog, email } = await openAsVisitor(() => ({ status: 200, body: {} }));
    fireEvent.change(email, { target: { value: 'sam@' } });
    expect(within(dialog).queryByText(validationMessages.email)).toBeNull();
    fireEvent.change(email, { target: { value: '' } });
    fireEvent.blur(email);
    expect(within(dialog).queryByText(validationMessages.email)).toBeNull();
  });

  it("shows the API's refusal (too many requests) and keeps the form", async () => {
    const detail = 'Too many attempts. Please wait a few minutes and try again.';
    const { dialog, email, save } = await openAsVisitor(() => ({
      status: 429,
      body: { detail },
    }));
    fireEvent.change(email, { target: { value: 'sam@example.com' } });
    fireEvent.click(save);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(detail);
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveProperty(
      'value',
      'sam@example.com',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says the alert could not be saved when the answer has no detail', async () => {
    const { dialog, email, save } = await openAsVisitor(() => ({ status: 503 }));
    fireEvent.change(email, { target: { value: 'sam@example.com' } });
    fireEvent.click(save);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Your alert could not be saved. Please try again.',
    );
  });
});
