import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { clearSession, DesignProvider, setSession } from 'shared-kit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { badgeText, COUNT_REFRESH_MS, MESSAGES_READ_EVENT } from '../nav/nav-counts';
import { setNavEntries } from '../nav/nav-table';
import { TopNav } from '../nav/top-nav';
import { declaredNav } from './declared-screens';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

const USER_ID = '8f1c2a4e-3b6d-4c2f-9a1e-5d7b8c9e0f12';

/** The API as the nav sees it: each call's path, and the answer the test sets. */
let answer: () => Response | Promise<Response>;
const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
  void input;
  void init;
  return Promise.resolve(answer());
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const calls = () =>
  fetchMock.mock.calls.map(([input]) => (input instanceof Request ? input.url : input.toString()));

function showNav(path: string) {
  window.history.replaceState(null, '', path);
  render(
    <DesignProvider>
      <TopNav />
    </DesignProvider>,
  );
}

/** The phone menu's button: drawn only on narrow screens, so found among hidden elements. */
const menuButton = () => screen.getByRole('button', { hidden: true });

const profileLink = () => screen.getByRole('link', { name: /^Your profile/ });

beforeEach(() => {
  setNavEntries(declaredNav());
  fetchMock.mockClear();
  answer = () => json({ unread: 2 });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  clearSession();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('badgeText', () => {
  it('shows nothing at 0, the number up to 99, then 99+', () => {
    expect([0, 1, 99, 100, 2500].map(badgeText)).toEqual([null, '1', '99', '99+', '99+']);
  });
});

describe('the unread messages on the nav', () => {
  it("show on a student's Profile, in its name, and on the closed phone menu's button", async () => {
    setSession({ user_id: USER_ID, role: 'student' });
    showNav('/jobs/search');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Your profile, 2 unread messages' })).toBeTruthy(),
    );
    expect(profileLink().textContent).toBe('Profile2');
    expect(menuButton().getAttribute('aria-label')).toBe('Open menu, 2 unread messages');
    expect(menuButton().textContent).toBe('2');
    act(() => {
      menuButton().click();
    });
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(
      within(menu).getByRole('link', { name: 'Your profile, 2 unread messages' }).textContent,
    ).toBe('Profile2');
    // The bar and the menu share one answer.
    expect(calls()).toEqual(['/api/student/messages/unread']);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', credentials: 'include' });
  });

  it("ask the employer's own call for an employer, and cap the badge at 99+", async () => {
    answer = () => json({ unread: 140 });
    setSession({ user_id: USER_ID, role: 'employer' });
    showNav('/profile/employer');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Your profile, 140 unread messages' })).toBeTruthy(),
    );
    expect(profileLink().textContent).toBe('Profile99+');
    expect(calls()).toEqual(['/api/employer/messages/unread']);
  });

  it('ask nothing for a visitor or a moderator', async () => {
    showNav('/jobs/search');
    setSession({ user_id: USER_ID, role: 'moderator' });
    cleanup();
    showNav('/moderation');
    await act(() => Promise.resolve());
    expect(calls()).toEqual([]);
    expect(menuButton().getAttribute('aria-label')).toBe('Open menu');
    expect(menuButton().textContent).toBe('');
  });

  it('hide the badge at 0 and on any failure, leaving the nav as it was', async () => {
    setSession({ user_id: USER_ID, role: 'student' });
    for (const failing of [
      () => json({ unread: 0 }),
      () => json({ detail: 'Something went wrong.' }, 500),
      () => json({ unread: 'two' }),
      () => json({ count: 2 }),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ]) {
      answer = failing;
      fetchMock.mockClear();
      showNav('/jobs/search');
      await waitFor(() => expect(fetchMock).toHaveBeenCalled());
      await act(() => Promise.resolve());
      expect(profileLink().getAttribute('aria-label')).toBe('Your profile');
      expect(profileLink().textContent).toBe('Profile');
      expect(screen.getByRole('link', { name: 'Jobs' })).toBeTruthy();
      cleanup();
    }
  });

  it('ask again on a route change, on focus and when a screen says messages were read', async () => {
    setSession({ user_id: USER_ID, role: 'student' });
    showNav('/jobs/search');
    await waitFor(() => expect(profileLink().getAttribute('aria-label')).toContain('2 unread'));

    answer = () => json({ unread: 1 });
    act(() => {
      window.history.pushState(null, '', '/profile/student');
      window.dispatchEvent(new Event('single-spa:routing-event'));
    });
    await waitFor(() => expect(profileLink().getAttribute('aria-label')).toContain('1 unread'));

    answer = () => json({ unread: 3 });
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(profileLink().getAttribute('aria-label')).toContain('3 unread'));

    answer = () => json({ unread: 0 });
    act(() => {
      window.dispatchEvent(new Event(MESSAGES_READ_EVENT));
    });
    await waitFor(() => expect(profileLink().getAttribute('aria-label')).toBe('Your profile'));
    expect(calls()).toHaveLength(4);
  });

  it('ask again every minute while the page is visible, not while it is hidden', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    setSession({ user_id: USER_ID, role: 'student' });
    showNav('/jobs/search');
    await waitFor(() => expect(calls()).toHaveLength(1));

    act(() => {
      vi.advanceTimersByTime(COUNT_REFRESH_MS);
    });
    await waitFor(() => expect(calls()).toHaveLength(2));

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      vi.advanceTimersByTime(3 * COUNT_REFRESH_MS);
    });
    await act(() => Promise.resolve());
    expect(calls()).toHaveLength(2);
    visibility.mockRestore();
  });
});
