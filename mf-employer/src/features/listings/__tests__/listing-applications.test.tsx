import { cleanup, screen, within } from '@testing-library/react';
import { fakeFetch, renderScreen } from 'shared-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListingApplications } from '../components/listing-applications';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a listing's applicants", () => {
  it('shows a verified student with the badge, and an unverified one with nothing, not a warning', async () => {
    const applications = [
      {
        id: id(1),
        applicant_name: 'Mia Nguyen',
        degree: 'Nursing',
        university: 'UNSW',
        status: 'submitted',
        verification: {
          institution: 'UNSW',
          verified_at: '2026-11-25T02:00:00.000Z',
          expires_at: '2027-11-25T02:00:00.000Z',
        },
      },
      {
        id: id(2),
        applicant_name: 'Sam Lee',
        degree: 'Arts',
        university: 'USYD',
        status: 'seen',
        verification: null,
      },
    ];
    vi.stubGlobal('fetch', fakeFetch({ status: 200, body: { applications } }).fn);
    renderScreen(<ListingApplications listingId={id(9)} title="Barista" />, '/profile/employer');
    const mia = await screen.findByRole('row', { name: /Mia Nguyen/ });
    expect(within(mia).getByText('Verified student · UNSW · since Nov 2026')).toBeTruthy();
    const sam = screen.getByRole('row', { name: /Sam Lee/ });
    expect(within(sam).queryByText(/Verified/)).toBeNull();
    expect(within(sam).queryByText(/not verified/i)).toBeNull();
  });

  it("links an applicant's new messages to the application, and says nothing without any", async () => {
    const row = (n: number, name: string, unread: number | undefined) => ({
      id: id(n),
      applicant_name: name,
      degree: 'Nursing',
      university: 'UNSW',
      status: 'shortlisted',
      verification: null,
      ...(unread === undefined ? {} : { unread_messages: unread }),
    });
    const applications = [
      row(1, 'Mia Nguyen', 2),
      row(2, 'Sam Lee', 0),
      row(3, 'Ali Khan', undefined),
    ];
    vi.stubGlobal('fetch', fakeFetch({ status: 200, body: { applications } }).fn);
    renderScreen(<ListingApplications listingId={id(9)} title="Barista" />, '/profile/employer');
    const link = await screen.findByRole('link', { name: '2 new messages: Mia Nguyen' });
    expect(link.textContent).toBe('2 new messages');
    expect(link.getAttribute('href')).toBe(`/profile/employer/viewapplication?id=${id(1)}`);
    for (const name of [/Sam Lee/, /Ali Khan/])
      expect(within(screen.getByRole('row', { name })).queryByText(/new message/)).toBeNull();
  });
});
