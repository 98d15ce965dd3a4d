import { cleanup, screen, within } from '@testing-library/react';
import { renderScreen } from 'shared-kit/testing';
import { afterEach, expect, it, vi } from 'vitest';
import { EmployerProfilePage } from '../employer-profile-page';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('keeps Delete Account out of the header, in a danger zone at the bottom saying what it removes and keeps', () => {
  vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
  renderScreen(<EmployerProfilePage />, '/profile/employer');
  const header = screen.getByRole('banner');
  expect(within(header).getByRole('button', { name: 'Logout' })).toBeTruthy();
  expect(within(header).queryByRole('button', { name: 'Delete Account' })).toBeNull();

  const zone = screen.getByRole('region', { name: 'Danger zone' });
  expect(within(zone).getByRole('button', { name: 'Delete Account' })).toBeTruthy();
  expect(within(zone).getByText(/^Deleting your account removes it at once/).textContent).toContain(
    'job listings',
  );
  expect(within(zone).getByText(/^What we keep:/).textContent).toContain('moderators’ decisions');
  const sections = screen.getAllByRole('region');
  expect(sections.at(-1)).toBe(zone);
});
