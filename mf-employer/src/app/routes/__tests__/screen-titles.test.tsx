import { cleanup } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderScreen } from 'shared-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreateJobPage } from '../create-job-page';
import { EmployerProfilePage } from '../employer-profile-page';
import { ViewApplicationPage } from '../view-application-page';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Each screen names the browser tab after itself, not the site's generic title (WCAG 2.4.2).
describe("the employer's screens title the tab", () => {
  it.each<[string, ReactElement, string]>([
    ['/profile/employer', <EmployerProfilePage key="p" />, 'Your business profile · Student Gigs'],
    ['/profile/employer/createjob', <CreateJobPage key="c" />, 'Create Job Listing · Student Gigs'],
    [
      '/profile/employer/viewapplication?id=00000000-0000-4000-8000-000000000001',
      <ViewApplicationPage key="v" />,
      'Review application · Student Gigs',
    ],
  ])('%s', (path, ui, title) => {
    // The title does not wait for what the screen loads.
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    document.title = 'Student Gigs — flexible work for students';
    renderScreen(ui, path);
    expect(document.title).toBe(title);
  });
});
