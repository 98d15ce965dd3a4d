import { cleanup } from '@testing-library/react';
import { renderScreen } from 'shared-kit/testing';
import { afterEach, expect, it, vi } from 'vitest';
import { StudentProfilePage } from '../student-profile-page';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('titles the tab Your profile, not the site’s generic title (WCAG 2.4.2)', () => {
  // The title does not wait for the profile.
  vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
  document.title = 'Student Gigs — flexible work for students';
  renderScreen(<StudentProfilePage />, '/profile/student');
  expect(document.title).toBe('Your profile · Student Gigs');
});
