import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReviewStatusResponse } from 'api-contract/moderation';
import { fakeFetch, renderScreen } from 'shared-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PostingPausedBanner } from '../components/posting-paused-banner';

const TITLE = 'Posting is paused while our team reviews your account';

const paused = (
  reason: NonNullable<ReviewStatusResponse['posting']['reason']> | null,
  requestedAt: string | null = null,
): ReviewStatusResponse => ({
  held: [],
  posting: { paused: true, review_requested_at: requestedAt, reason },
});

function show(status: ReviewStatusResponse, ...more: { status: number; body?: unknown }[]) {
  const api = fakeFetch({ status: 200, body: status }, ...more);
  vi.stubGlobal('fetch', api.fn);
  renderScreen(<PostingPausedBanner />, '/profile/employer/createjob');
  return api;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the paused posting banner before the listing form', () => {
  it('says posting is paused and why in kind, and lets the employer ask for a review', async () => {
    const api = show(paused({ listing_title: 'Flyer drop', kind: 'listing_text' }), {
      status: 201,
      body: { ok: true },
    });
    const banner = await screen.findByRole('region', { name: TITLE });
    expect(
      within(banner).getByText(
        'Our team removed your listing ‘Flyer drop’. Why: Its text asked for money or for contact off the site.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(banner).getByRole('button', { name: 'Ask for review' }));
    const dialog = screen.getByRole('dialog', { name: 'Ask for a review' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /What should our team know/ }), {
      target: { value: 'That was a former manager.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(api.calls.length).toBeGreaterThanOrEqual(2));
    expect(api.calls[1]).toMatchObject({ url: '/api/employer/review-requests' });
    expect(api.calls[1]?.body).toEqual({
      listing_id: null,
      message: 'That was a former manager.',
    });
  });

  it('says the general words for an API that gives no reason, and a request already made', async () => {
    show(paused(null, '2026-11-28T23:00:00.000Z'));
    const banner = await screen.findByRole('region', { name: TITLE });
    expect(within(banner).getByText('Our team removed one of your listings.')).toBeTruthy();
    expect(within(banner).getByText(/You asked for a review on Nov \d+, 2026/)).toBeTruthy();
    expect(within(banner).queryByRole('button')).toBeNull();
  });

  it('shows nothing while posting is open', async () => {
    const api = show({ held: [], posting: { paused: false, review_requested_at: null } });
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(screen.queryByRole('region', { name: TITLE })).toBeNull();
  });
});
