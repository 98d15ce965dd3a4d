import { cleanup, render, screen } from '@testing-library/react';
import { clearSession, DesignProvider, setSession } from 'shared-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavItems } from '../nav/nav-items';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

const USER_ID = '8f1c2a4e-3b6d-4c2f-9a1e-5d7b8c9e0f12';

function showNav(path: string) {
  window.history.replaceState(null, '', path);
  render(
    <DesignProvider>
      <NavItems />
    </DesignProvider>,
  );
}

afterEach(() => {
  cleanup();
  clearSession();
});

describe('the nav items', () => {
  it('link a student or an employer to their profile', () => {
    setSession({ user_id: USER_ID, role: 'employer' });
    showNav('/profile/employer');
    const profile = screen.getByRole('link', { name: 'Your profile' });
    expect(profile.getAttribute('href')).toBe('/profile/employer');
    expect(profile.textContent).toBe('Profile');
  });

  it('link a moderator to the moderation queue, under that name', () => {
    setSession({ user_id: USER_ID, role: 'moderator' });
    showNav('/moderation/listing');
    const item = screen.getByRole('link', { name: 'Moderation' });
    expect(item.getAttribute('href')).toBe('/moderation');
    expect(item.textContent).toBe('Moderation');
    expect(screen.queryByRole('link', { name: 'Your profile' })).toBeNull();
  });

  it('offer Login to a visitor', () => {
    showNav('/jobs/search');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/auth/login');
  });
});
