import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { DesignProvider, theme } from 'shared-kit';
import { navigateToUrl } from 'single-spa';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOT_FOUND_STYLE, notFoundMarkup } from '../../server/not-found-page';
import { isNotFound } from '../not-found/is-not-found';
import { NotFoundView } from '../not-found/not-found-view';
import { NOT_FOUND, SERVER_NOT_FOUND_ID } from '../not-found/not-found-words';
import { dropServerNotFoundOnLeave } from '../not-found/server-not-found';
import { setScreens } from '../screens/screen-table';
import { declaredScreens } from './declared-screens';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

afterEach(() => {
  cleanup();
  setScreens([]);
  vi.mocked(navigateToUrl).mockClear();
});

describe('where the shell shows its not-found view', () => {
  it('on a path no remote declares, never on the index route or a declared screen', () => {
    setScreens(declaredScreens());
    for (const path of ['/no/such/page', '/jobs', '/profile', '/auth/unknown'])
      expect(isNotFound(path), path).toBe(true);
    for (const path of ['/', '/jobs/search', '/about/', '/profile/student', '/auth/login'])
      expect(isNotFound(path), path).toBe(false);
  });

  it('not before the screens are known, nor while a remote that may own the path is unread', () => {
    setScreens([]);
    expect(isNotFound('/no/such/page')).toBe(false);
    setScreens(declaredScreens(), ['mf-careers']);
    expect(isNotFound('/careers')).toBe(false);
  });
});

describe('the not-found view', () => {
  function show() {
    render(
      <DesignProvider>
        <NotFoundView />
      </DesignProvider>,
    );
  }

  it('says the page is not found, titles the tab, and links to the job list and home', () => {
    document.title = 'Student Gigs — flexible work for students';
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText(NOT_FOUND.lead)).toBeTruthy();
    expect(document.title).toBe('Page not found · Student Gigs');
    expect(screen.getByRole('link', { name: 'Browse all jobs' }).getAttribute('href')).toBe(
      '/jobs/search',
    );
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
    cleanup();
    expect(document.title).toBe('Student Gigs — flexible work for students');
  });

  it('searches the jobs for the words typed, or opens the search without any', () => {
    show();
    const search = screen.getByRole('search');
    fireEvent.change(within(search).getByLabelText('Search jobs'), {
      target: { value: '  weekend barista ' },
    });
    fireEvent.click(within(search).getByRole('button', { name: 'Search' }));
    expect(navigateToUrl).toHaveBeenLastCalledWith('/jobs/search?q=weekend+barista');
    fireEvent.change(within(search).getByLabelText('Search jobs'), { target: { value: ' ' } });
    fireEvent.click(within(search).getByRole('button', { name: 'Search' }));
    expect(navigateToUrl).toHaveBeenLastCalledWith('/jobs/search');
  });
});

describe("the site server's not-found page", () => {
  it('says what the view says, in the same words', () => {
    const markup = notFoundMarkup();
    for (const words of Object.values(NOT_FOUND)) expect(markup).toContain(words);
  });

  it('is drawn in the design kit’s colours and radii', () => {
    for (const value of [
      theme.colors.surface,
      theme.colors.border,
      theme.colors.textMuted,
      theme.colors.brand,
      theme.colors.borderStrong,
      theme.radii.lg,
      theme.radii.md,
      theme.fontSizes.xxl,
    ])
      expect(NOT_FOUND_STYLE).toContain(value);
  });
});

describe("leaving the server's not-found page", () => {
  it('takes its markup away when the page shows a screen, and keeps it on an unknown path', () => {
    setScreens(declaredScreens());
    dropServerNotFoundOnLeave();
    const route = (path: string) => {
      window.history.replaceState(null, '', path);
      window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
    };
    document.body.insertAdjacentHTML('beforeend', notFoundMarkup());
    route('/no/such/page');
    expect(document.getElementById(SERVER_NOT_FOUND_ID)).not.toBeNull();
    route('/jobs/search');
    expect(document.getElementById(SERVER_NOT_FOUND_ID)).toBeNull();
  });
});
