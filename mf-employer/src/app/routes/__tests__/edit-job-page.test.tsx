import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { editListingMessages, type EmployerListingDetail } from 'api-contract/listings';
import { minimumWageAnswer, renderScreen } from 'shared-kit/testing';
import { navigateToUrl } from 'single-spa';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditJobPage } from '../edit-job-page';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

const ID = '00000000-0000-4000-8000-000000000042';

const listing: EmployerListingDetail = {
  id: ID,
  status: 'posted',
  version: 2,
  version_created_at: '2026-11-01T00:00:00.000Z',
  title: 'Weekend Barista',
  category_code: 'HOSP',
  short_preview: 'Coffee on weekends.',
  description: 'Make great coffee.',
  location: 'Newtown NSW 2042',
  latitude: -33.8976,
  longitude: 151.1785,
  expiry_date: '2099-11-20',
  max_applications: 15,
  applications_count: 3,
  questions: [{ text: 'Can you work Sundays?' }],
  pay: {
    amount_cents: 3450,
    unit: 'hour',
    employment_type: 'casual',
    hours_min: 10,
    hours_max: 14,
    schedule: 'Saturday and Sunday mornings',
    junior_rates: false,
    hourly_cents: 3450,
  },
};

/** The API as the page meets it; records the PATCH bodies and answers each with `saved`. */
function api(
  read: EmployerListingDetail | (() => EmployerListingDetail),
  saved: { status: number; body: unknown },
) {
  const sent: unknown[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const reply = (status: number, body: unknown) =>
      Promise.resolve(
        new Response(JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    if (init?.method === 'PATCH') {
      sent.push(typeof init.body === 'string' ? JSON.parse(init.body) : null);
      return reply(saved.status, saved.body);
    }
    if (url.includes(`/employer/listings/${ID}`))
      return reply(200, typeof read === 'function' ? read() : read);
    if (url.includes('/system/job-categories')) {
      return reply(200, { categories: [{ code: 'HOSP', display_name: 'Hospitality' }] });
    }
    if (url.includes('/system/minimum-wage')) return reply(200, minimumWageAnswer);
    return reply(200, { predictions: [] });
  });
  return sent;
}

const open = () => renderScreen(<EditJobPage />, `/profile/employer/editjob?id=${ID}`);

/** Whether leaving the page now would ask first (the browser's prompt on unload). */
function asksBeforeLeaving(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

/** Changes the title, ticks the declaration and confirms the save. */
async function saveNewTitle(title: string) {
  const field = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Job title' });
  fireEvent.change(field, { target: { value: title } });
  fireEvent.click(
    screen.getByLabelText(
      'I confirm that all details in this job listing are accurate and complete.',
    ),
  );
  await screen.findByRole('option', { name: 'Hospitality' });
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  const dialog = await screen.findByRole('dialog', { name: 'Save changes to this job?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(navigateToUrl).mockClear();
});

describe('Edit Job Listing', () => {
  it('fills the form as the listing reads now, expiry kept and declaration left to tick', async () => {
    api(listing, { status: 200, body: {} });
    open();
    expect(await screen.findByText(/^Editing version 2 of “Weekend Barista”/)).toBeTruthy();
    expect(screen.getByText(/3 students who already applied keep the version/)).toBeTruthy();
    const value = (name: string | RegExp) =>
      screen.getByRole<HTMLInputElement>('textbox', { name }).value;
    expect(value('Job title')).toBe('Weekend Barista');
    expect(value('Maximum applications')).toBe('15');
    expect(value('Expiry date')).toBe('20/11/2099');
    expect(screen.getByDisplayValue('Can you work Sundays?')).toBeTruthy();
    expect(
      screen.getByLabelText(
        'I confirm that all details in this job listing are accurate and complete.',
      ),
    ).toHaveProperty('checked', false);
    expect(screen.getByRole('button', { name: 'Save changes' })).toHaveProperty('disabled', true);
  });

  it('saves the whole listing with the version it read, then goes back to the dashboard', async () => {
    const sent = api(listing, { status: 200, body: { id: ID, status: 'posted', version: 3 } });
    open();
    await saveNewTitle('Head Barista');
    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/profile/employer'));
    expect(sent).toEqual([
      expect.objectContaining({
        version: 2,
        title: 'Head Barista',
        expiry_date: '2099-11-20',
        questions: [{ text: 'Can you work Sundays?' }],
      }),
    ]);
  });

  it('keeps the form and says why when the listing changed since it was opened, and loads the latest on asking', async () => {
    let read = listing;
    api(() => read, { status: 409, body: { detail: editListingMessages.stale } });
    open();
    await saveNewTitle('Head Barista');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(editListingMessages.stale);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Job title' }).value).toBe(
      'Head Barista',
    );
    expect(navigateToUrl).not.toHaveBeenCalled();

    // Someone else's save made version 3: loading it starts the form again from it.
    read = { ...listing, version: 3, title: 'Barista (weekends)' };
    fireEvent.click(within(alert).getByRole('button', { name: 'Load the latest version' }));
    expect(await screen.findByText(/^Editing version 3 of “Barista \(weekends\)”/)).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Job title' }).value).toBe(
      'Barista (weekends)',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks before leaving with changes not saved, and not once they are saved', async () => {
    api(listing, { status: 200, body: { id: ID, status: 'posted', version: 3 } });
    open();
    const field = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Job title' });
    expect(asksBeforeLeaving()).toBe(false);
    fireEvent.change(field, { target: { value: 'Head Barista' } });
    expect(asksBeforeLeaving()).toBe(true);
    fireEvent.change(field, { target: { value: 'Weekend Barista' } });
    expect(asksBeforeLeaving()).toBe(false);

    await saveNewTitle('Head Barista');
    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/profile/employer'));
    expect(asksBeforeLeaving()).toBe(false);
  });

  it('says a closed listing can no longer be edited, with the way back', async () => {
    api({ ...listing, status: 'closed' }, { status: 200, body: {} });
    open();
    expect(
      await screen.findByText(
        '“Weekend Barista” is no longer open, so it can no longer be edited.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your listings' }).getAttribute('href')).toBe(
      '/profile/employer',
    );
    expect(screen.queryByRole('textbox', { name: 'Job title' })).toBeNull();
  });
});
