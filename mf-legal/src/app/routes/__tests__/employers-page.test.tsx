import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { minimumWageAnswer } from 'api-contract/testing';
import { clearSession, setSession, type Session } from 'shared-kit';
import { fakeFetch, renderScreen } from 'shared-kit/testing';
import { navigateToUrl } from 'single-spa';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EmployersPage } from '../employers-page';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

const employer: Session = { user_id: '00000000-0000-4000-8000-0000000000e1', role: 'employer' };
const student: Session = { user_id: '00000000-0000-4000-8000-0000000000a1', role: 'student' };

beforeEach(() => {
  // A day under the 2026–27 rate, in Sydney.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-29T01:00:00Z'));
});

afterEach(() => {
  cleanup();
  clearSession();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(navigateToUrl).mockClear();
});

function renderPage(answer: { status: number; body?: unknown } = { status: 500 }) {
  const api = fakeFetch(answer);
  vi.stubGlobal('fetch', api.fn);
  renderScreen(<EmployersPage />, '/employers');
  return api;
}

const hrefs = (name: string) =>
  screen.getAllByRole('link', { name }).map((link) => link.getAttribute('href'));

describe('For employers (/employers)', () => {
  it('names the tab and has one h1, then a heading for each section', () => {
    renderPage();
    expect(document.title).toBe('For employers · Student Gigs');
    const [h1, ...others] = screen.getAllByRole('heading', { level: 1 });
    expect(others).toHaveLength(0);
    expect(h1?.textContent).toBe('Hire students who live and study near you');
    for (const name of [
      'What a listing costs',
      'One place to post, review and hire',
      'Checks that protect you and your applicants',
      'Ready to post your first job?',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
  });

  it('says what hiring here involves and that a listing costs nothing', () => {
    renderPage();
    const steps = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(steps).toEqual(
      expect.arrayContaining([
        'Post a job',
        'Hear from students nearby',
        'Review and shortlist',
        'Interview, offer and hire',
        'Pay that meets the minimum wage',
        'Your ABN on your listings',
        'Scam checks on every listing',
        'Messages stay on the site',
      ]),
    );
    const price = screen.getByRole('complementary', { name: 'What a listing costs' });
    expect(within(price).getByText('Nothing')).toBeTruthy();
    expect(price.textContent).toContain('No fee to post a job, read applications or hire.');
  });

  it('claims no check it does not make: listings are vetted, people and ABN registrations are not', () => {
    renderPage();
    const text = document.body.textContent ?? '';
    expect(text).toContain('We check listings, not people.');
    expect(text).toContain('It is optional: you can hire without one.');
    expect(text).not.toMatch(/verified (employer|business)|academic credentials|guarantee/i);
  });

  it("states today's pay floor from the API's table: the adult and the casual rate", async () => {
    const api = renderPage({ status: 200, body: minimumWageAnswer });
    await waitFor(() =>
      expect(screen.getByTestId('pay-floor').textContent).toBe(
        'From 1 July 2026: at least $26.44 an hour for part-time and fixed-term work, and $33.05 for casual work and one-off gigs.',
      ),
    );
    expect(screen.getByTestId('pay-floor').getAttribute('aria-hidden')).toBeNull();
    expect(api.calls[0]?.url).toBe('/api/system/minimum-wage');
  });

  it('keeps the rule in words, with no figures, when the table cannot be read', async () => {
    const api = renderPage({ status: 500 });
    await waitFor(() => expect(api.calls).toHaveLength(1));
    // Its room is kept (nothing moves), but nothing is shown or read out.
    expect(screen.getByTestId('pay-floor').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText(/a listing below the national minimum wage is refused/)).toBeTruthy();
  });

  it('shows no figures from an answer not shaped like the table', async () => {
    const api = renderPage({
      status: 200,
      body: { rates: [{ from: '2026-07-01', until: 'soon' }] },
    });
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('pay-floor').getAttribute('aria-hidden')).toBe('true');
  });

  it('asks a visitor to sign up as an employer, or to log in, at the top and the end', () => {
    renderPage();
    expect(hrefs('Post a job')).toEqual([
      '/auth/signup?role=employer',
      '/auth/signup?role=employer',
    ]);
    expect(hrefs('Log in')).toEqual(['/auth/login', '/auth/login']);
    const [post] = screen.getAllByRole('link', { name: 'Post a job' });
    fireEvent.click(post as HTMLElement);
    // single-spa routes it inside the page (the sign-up screen reads the link's role).
    expect(navigateToUrl).toHaveBeenCalledTimes(1);
  });

  it('sends a signed-in employer to a new listing, or to their listings', () => {
    setSession(employer);
    renderPage();
    expect(hrefs('Post a job')).toEqual([
      '/profile/employer/createjob',
      '/profile/employer/createjob',
    ]);
    expect(hrefs('Your listings')).toEqual(['/profile/employer', '/profile/employer']);
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Ready to post your next job?' })).toBeTruthy();
  });

  it('shows a signed-in student the page without pushing them to sign up', () => {
    setSession(student);
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByText(/You’re signed in with a student account/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse jobs' }).getAttribute('href')).toBe(
      '/jobs/search',
    );
    for (const name of ['Post a job', 'Log in', 'Your listings'])
      expect(screen.queryByRole('link', { name })).toBeNull();
    expect(screen.queryByRole('heading', { name: /Ready to post/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /sign up/i })).toBeNull();
  });
});
