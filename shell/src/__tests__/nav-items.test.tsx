import { cleanup, render, screen } from '@testing-library/react';
import { clearSession, DesignProvider, setSession } from 'shared-kit';
import type { OwnedNavEntry } from 'shared-kit/nav-entries';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavItems } from '../nav/nav-items';
import { setNavEntries } from '../nav/nav-table';
import { declaredNav } from './declared-screens';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

const USER_ID = '8f1c2a4e-3b6d-4c2f-9a1e-5d7b8c9e0f12';

function showNav(path: string) {
  window.history.replaceState(null, '', path);
  render(
    <DesignProvider>
      <NavItems counts={new Map()} />
    </DesignProvider>,
  );
}

/** The items' accessible names, in the bar's order. */
const itemNames = () =>
  screen.getAllByRole('link').map((link) => link.getAttribute('aria-label') ?? link.textContent);

/** The class of a plain item: Jobs where no item is current (Privacy is in no entry). */
function plainItemClass(): string {
  showNav('/privacy');
  const plain = screen.getByRole('link', { name: 'Jobs' }).className;
  cleanup();
  return plain;
}

/** The items styled as the current place: an item's component, another look than a plain one. */
function current(plain: string) {
  const component = plain.split(' ')[0] ?? '';
  return screen
    .getAllByRole('link')
    .filter((link) => link.classList.contains(component) && link.className !== plain);
}

beforeEach(() => setNavEntries(declaredNav()));

afterEach(() => {
  cleanup();
  clearSession();
});

describe('the nav items the remotes declare', () => {
  it('offer a visitor Jobs, About and Login, in that order', () => {
    showNav('/jobs/search');
    expect(itemNames()).toEqual(['Jobs', 'About', 'Login']);
    expect(screen.getByRole('link', { name: 'Jobs' }).getAttribute('href')).toBe('/jobs/search');
    expect(screen.getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/about');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/auth/login');
  });

  it('link a student or an employer to their profile', () => {
    setSession({ user_id: USER_ID, role: 'employer' });
    showNav('/profile/employer');
    expect(itemNames()).toEqual(['Jobs', 'About', 'Your profile']);
    const profile = screen.getByRole('link', { name: 'Your profile' });
    expect(profile.getAttribute('href')).toBe('/profile/employer');
    expect(profile.textContent).toBe('Profile');
    expect(profile.querySelector('svg')).not.toBeNull();
    cleanup();
    setSession({ user_id: USER_ID, role: 'student' });
    showNav('/jobs/search');
    expect(screen.getByRole('link', { name: 'Your profile' }).getAttribute('href')).toBe(
      '/profile/student',
    );
  });

  it('link a moderator to the moderation queue, under that name', () => {
    setSession({ user_id: USER_ID, role: 'moderator' });
    showNav('/moderation/listing');
    const item = screen.getByRole('link', { name: 'Moderation' });
    expect(item.getAttribute('href')).toBe('/moderation');
    expect(item.textContent).toBe('Moderation');
    expect(screen.queryByRole('link', { name: 'Your profile' })).toBeNull();
    expect(itemNames()).toEqual(['Jobs', 'About', 'Moderation']);
  });

  it('mark the item of the page open: Jobs under /jobs, About on /about, Profile under /profile', () => {
    const plain = plainItemClass();
    showNav('/jobs/apply');
    expect(current(plain).map((link) => link.textContent)).toEqual(['Jobs']);
    cleanup();
    showNav('/about');
    expect(current(plain).map((link) => link.textContent)).toEqual(['About']);
    cleanup();
    setSession({ user_id: USER_ID, role: 'employer' });
    showNav('/profile/employer/createjob');
    expect(current(plain).map((link) => link.getAttribute('aria-label'))).toEqual(['Your profile']);
  });

  it("show a new remote's entry where its order puts it, with no change to the shell", () => {
    const help: OwnedNavEntry = {
      remote: 'mf-help',
      label: 'Help',
      path: '/help',
      roles: 'public',
      order: 25,
      style: 'link',
    };
    setNavEntries([...declaredNav(), help].sort((a, b) => a.order - b.order));
    const plain = plainItemClass();
    showNav('/help');
    expect(itemNames()).toEqual(['Jobs', 'About', 'Help', 'Login']);
    expect(current(plain).map((link) => link.textContent)).toEqual(['Help']);
  });
});
