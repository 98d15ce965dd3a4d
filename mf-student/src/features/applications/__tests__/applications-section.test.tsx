import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch, renderScreen } from 'shared-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canWithdraw } from '../can-withdraw';
import { ApplicationsSection, NO_APPLICATIONS_YET } from '../components/applications-section';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

const pay = {
  amount_cents: 3250,
  unit: 'hour',
  employment_type: 'casual',
  hours_min: 10,
  hours_max: 15,
  schedule: '',
  junior_rates: false,
  hourly_cents: 3250,
};
const app = (n: number, status = 'submitted', availability = 'open') => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  status,
  created_at: `2026-01-${String(10 + n).padStart(2, '0')}T00:00:00.000Z`,
  job: { title: `Job ${n}`, business_name: `Company ${n}`, pay, availability },
});
const page = (ids: number[], total: number) => ({
  status: 200,
  body: { applications: ids.map((n) => app(n)), total_applications: total },
});

/** An element whose whole text is `text` (a pay line is in parts that do not break inside). */
const wholeText = (text: string) => (_: string, element: Element | null) =>
  element?.textContent === text &&
  !Array.from(element.children).some((child) => child.textContent === text);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('My Job Applications', () => {
  it('can withdraw only what is neither withdrawn nor rejected', () => {
    expect(canWithdraw('submitted')).toBe(true);
    expect(canWithdraw('seen')).toBe(true);
    expect(canWithdraw('pending')).toBe(true);
    expect(canWithdraw('shortlisted')).toBe(true);
    expect(canWithdraw('interview')).toBe(true);
    expect(canWithdraw('offered')).toBe(true);
    expect(canWithdraw('withdrawn')).toBe(false);
    expect(canWithdraw('rejected')).toBe(false);
    expect(canWithdraw('hired')).toBe(false);
    expect(canWithdraw('declined')).toBe(false);
  });

  it('fetches further pages by cursor only when asked, up to a jumped-to page', async () => {
    const api = fakeFetch(
      page([15, 14, 13, 12, 11], 12),
      page([10, 9, 8, 7, 6], 12),
      page([5], 12),
    );
    vi.stubGlobal('fetch', api.fn);
    renderScreen(<ApplicationsSection />, '/profile/student');
    expect(await screen.findByText('Job 15')).toBeTruthy();
    expect(api.calls).toHaveLength(1);
    expect(screen.getByText('Showing 1–5 of 12')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Job 5')).toBeTruthy();
    expect(api.calls).toHaveLength(3);
    expect(api.calls[1]?.url).toContain(`before_id=${app(11).id}`);
    expect(api.calls[2]?.url).toContain(`before_id=${app(6).id}`);

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Job 10')).toBeTruthy();
    expect(api.calls).toHaveLength(3);
  });

  it('says a failed load failed, not that there are no applications, and loads on Retry', async () => {
    vi.stubGlobal('fetch', fakeFetch({ status: 500 }, page([1], 1)).fn);
    renderScreen(<ApplicationsSection />, '/profile/student');
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('Your applications could not be loaded.');
    expect(screen.queryByText('No more applications.')).toBeNull();
    expect(screen.queryByText(NO_APPLICATIONS_YET)).toBeNull();
    fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Job 1')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a page that failed on the way to it failed, and asks for that page again on Retry', async () => {
    const api = fakeFetch(page([15, 14, 13, 12, 11], 7), { status: 500 }, page([10, 9], 7));
    vi.stubGlobal('fetch', api.fn);
    renderScreen(<ApplicationsSection />, '/profile/student');
    fireEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('Your applications could not be loaded.');
    // Not asked for again on its own: one failed call, then the one Retry makes.
    expect(api.calls).toHaveLength(2);
    fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Job 9')).toBeTruthy();
    expect(api.calls[2]?.url).toContain(`before_id=${app(11).id}`);
  });

  it('keeps the dialog open and says so when a withdrawal fails', async () => {
    const api = fakeFetch(page([1], 1), { status: 500 }, { status: 200, body: { ok: true } });
    vi.stubGlobal('fetch', api.fn);
    renderScreen(<ApplicationsSection />, '/profile/student');
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw: Job 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw application?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Your application could not be withdrawn. Please try again.',
    );
    expect(screen.queryByText('Withdrawn')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Withdrawn')).toBeTruthy();
  });

  it('names the job alone when its business has no name', async () => {
    const nameless = { ...app(1), job: { ...app(1).job, business_name: '' } };
    vi.stubGlobal(
      'fetch',
      fakeFetch({ status: 200, body: { applications: [nameless], total_applications: 1 } }).fn,
    );
    renderScreen(<ApplicationsSection />, '/profile/student');
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw: Job 1' }));
    expect(screen.getByText('This will withdraw your application for the Job 1.')).toBeTruthy();
  });

  it('withdraws after the dialog and shows the new status', async () => {
    const api = fakeFetch(page([1], 1), { status: 200, body: { ok: true } });
    vi.stubGlobal('fetch', api.fn);
    renderScreen(<ApplicationsSection />, '/profile/student');
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw: Job 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw application?' });
    expect(
      within(dialog).getByText('This will withdraw your application for the Job 1 at Company 1.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Withdrawn')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Withdraw: Job 1' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(api.calls[1]?.url).toBe(`/api/student/applications/${app(1).id}/withdraw`);
  });

  it('shows each job’s pay, and the listing’s state beside the status when it is not open', async () => {
    const applications = [
      app(1),
      app(2, 'seen', 'closed'),
      app(3, 'submitted', 'full'),
      app(4, 'withdrawn', 'expired'),
      app(5, 'rejected', 'removed'),
    ];
    const api = fakeFetch({ status: 200, body: { applications, total_applications: 5 } });
    vi.stubGlobal('fetch', api.fn);
    renderScreen(<ApplicationsSection />, '/profile/student');
    await screen.findByText('Job 1');
    const table = screen.getByRole('table', { name: 'My Job Applications' });
    const row = (n: number) => {
      const found = within(table)
        .getAllByRole('row')
        .find((r) => r.textContent?.includes(`Job ${n}`));
      if (!found) throw new Error(`no row for Job ${n}`);
      return found;
    };
    expect(within(row(1)).getByText(wholeText('$32.50/h casual · 10–15 h/week'))).toBeTruthy();
    expect(within(row(1)).queryByText(/^Listing /)).toBeNull();
    expect(within(row(2)).getByText('Listing closed')).toBeTruthy();
    expect(within(row(2)).getByText('Seen')).toBeTruthy();
    expect(within(row(3)).getByText('Listing full')).toBeTruthy();
    expect(within(row(4)).getByText('Listing expired')).toBeTruthy();
    expect(within(row(5)).getByText('Listing removed')).toBeTruthy();
  });

  it('tells a student who never applied what to do first, with Browse More Jobs', async () => {
    vi.stubGlobal('fetch', fakeFetch(page([], 0)).fn);
    renderScreen(<ApplicationsSection />, '/profile/student');
    expect(await screen.findByText(NO_APPLICATIONS_YET)).toBeTruthy();
    expect(screen.queryByText('No more applications.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Browse More Jobs' })).toBeTruthy();
  });

  it('says "No more applications." for a page past the end of a list that has some', async () => {
    vi.stubGlobal('fetch', fakeFetch(page([], 3)).fn);
    renderScreen(<ApplicationsSection />, '/profile/student');
    expect(await screen.findByText('No more applications.')).toBeTruthy();
  });

  it("shows each application's stage with its next step, and its new messages as a link", async () => {
    const applications = [
      { ...app(1, 'seen'), unread_messages: 0 },
      { ...app(2, 'offered'), unread_messages: 2 },
      app(3, 'interview'),
    ];
    vi.stubGlobal(
      'fetch',
      fakeFetch({ status: 200, body: { applications, total_applications: 3 } }).fn,
    );
    renderScreen(<ApplicationsSection />, '/profile/student');
    expect(await screen.findByText('The employer is reviewing your application.')).toBeTruthy();
    expect(
      screen.getByText('You have an offer. Open the application to accept or decline it.'),
    ).toBeTruthy();
    expect(screen.getByText('Open the application to pick an interview time.')).toBeTruthy();
    const link = screen.getByRole('link', { name: '2 new messages: Job 2' });
    expect(link.getAttribute('href')).toBe(`/profile/student/application?id=${app(2).id}`);
    expect(screen.getAllByRole('link', { name: /new message/ })).toHaveLength(1);
  });

  it('says on the card when the employer has not answered, and withdraws from it after the dialog', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const waiting = { ...app(1), no_answer_since: '2026-01-11T00:00:00.000Z' };
    const api = fakeFetch(
      { status: 200, body: { applications: [waiting, app(2)], total_applications: 2 } },
      { status: 200, body: { ok: true } },
    );
    vi.stubGlobal('fetch', api.fn);
    renderScreen(<ApplicationsSection />, '/profile/student');
    const note = await screen.findByText('No answer from the employer since Jan 11, 2026.');
    expect(note.parentElement?.textContent).toBe(
      'No answer from the employer since Jan 11, 2026. It is still open: you can keep waiting or withdraw it.',
    );
    expect(screen.getAllByText(/No answer from the employer/)).toHaveLength(1);
    expect(screen.getByText('The employer has not opened your application yet.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw: Job 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw application?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(/No answer from the employer/)).toBeNull();
    expect(screen.getByText('You withdrew this application.')).toBeTruthy();
    expect(api.calls[1]?.url).toBe(`/api/student/applications/${app(1).id}/withdraw`);
  });
});
