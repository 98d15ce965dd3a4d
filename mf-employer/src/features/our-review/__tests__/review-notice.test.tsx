import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { reviewRequestMessages, type ReviewStatusResponse } from 'api-contract/moderation';
import { ToastRegion } from 'shared-kit';
import { renderScreen } from 'shared-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReviewNotice } from '../components/review-notice';

const HELD_ID = '00000000-0000-4000-8000-000000000042';

const nothing: ReviewStatusResponse = {
  held: [],
  posting: { paused: false, review_requested_at: null },
};

const held: ReviewStatusResponse = {
  held: [
    {
      id: HELD_ID,
      title: 'Weekend Barista',
      held_at: '2026-11-28T23:00:00.000Z',
      reasons: ['listing_text', 'reports'],
      review_requested_at: null,
    },
  ],
  posting: { paused: false, review_requested_at: null },
};

const reply = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );

/** The API: review status answers in turn (the last repeats), and the request's answer. */
function api(
  statuses: ReviewStatusResponse[],
  request: { status: number; body: unknown } = { status: 201, body: { ok: true } },
) {
  const sent: unknown[] = [];
  let reads = 0;
  const fn = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith('/employer/review-requests')) {
      sent.push(JSON.parse(typeof init?.body === 'string' ? init.body : ''));
      return reply(request.status, request.body);
    }
    const answer = statuses[Math.min(reads, statuses.length - 1)];
    reads += 1;
    return reply(200, answer);
  });
  return { fn, sent };
}

function show() {
  renderScreen(
    <>
      <ReviewNotice />
      <ToastRegion />
    </>,
    '/profile/employer',
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('what waits for our team', () => {
  it('says nothing when nothing is held', async () => {
    const server = api([nothing]);
    vi.stubGlobal('fetch', server.fn);
    show();
    await waitFor(() => expect(server.fn).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Waiting for our team' })).toBeNull();
  });

  it('names each held listing with the kinds of reason, and sends a request for a review', async () => {
    const asked = {
      ...held,
      held: held.held.map((l) => ({ ...l, review_requested_at: '2026-11-29T01:00:00.000Z' })),
    };
    const server = api([held, asked]);
    vi.stubGlobal('fetch', server.fn);
    show();
    const notice = await screen.findByRole('region', { name: 'Waiting for our team' });
    expect(within(notice).getByRole('heading', { name: 'Weekend Barista' })).toBeTruthy();
    expect(
      within(notice).getByText(
        'Text in this listing looks like a request for money or for contact off the site.',
      ),
    ).toBeTruthy();
    expect(within(notice).getByText('Students reported this listing.')).toBeTruthy();
    expect(
      within(notice).getByText(/Nothing is refused: a moderator usually decides/),
    ).toBeTruthy();

    fireEvent.click(
      within(notice).getByRole('button', { name: 'Ask for review: Weekend Barista' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Ask for a review' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Tell our team what they should know.')).toBeTruthy();
    expect(server.sent).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /What should our team know/ }), {
      target: { value: 'The fee is a police check we refund.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    const messages = screen.getByRole('status', { name: 'Messages' });
    expect(
      await within(messages).findByText('Request sent. Our team will email you.'),
    ).toBeTruthy();
    expect(server.sent).toEqual([
      { listing_id: HELD_ID, message: 'The fee is a police check we refund.' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      await screen.findByText(/^You asked for a review on .+\. We will email you\.$/),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Ask for review/ })).toBeNull();
  });

  it('shows the API’s refusal in the dialog, keeping what was typed', async () => {
    const refusal = { status: 409, body: { detail: reviewRequestMessages.alreadyAsked } };
    vi.stubGlobal('fetch', api([held], refusal).fn);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Ask for review: Weekend Barista' }));
    const dialog = screen.getByRole('dialog', { name: 'Ask for a review' });
    const box = within(dialog).getByRole<HTMLTextAreaElement>('textbox', {
      name: /What should our team know/,
    });
    fireEvent.change(box, { target: { value: 'Please look.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText(reviewRequestMessages.alreadyAsked)).toBeTruthy();
    expect(box.value).toBe('Please look.');
  });

  it('says posting is paused, with its own way to ask', async () => {
    const paused: ReviewStatusResponse = {
      held: [],
      posting: {
        paused: true,
        review_requested_at: null,
        reason: { listing_title: 'Delivery rider', kind: 'reports' },
      },
    };
    const server = api([paused]);
    vi.stubGlobal('fetch', server.fn);
    show();
    expect(
      await screen.findByRole('heading', {
        name: 'Posting is paused while our team reviews your account',
      }),
    ).toBeTruthy();
    // The reason's kind, in words.
    expect(
      screen.getByText(
        'Our team removed your listing ‘Delivery rider’. Why: Students reported it.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ask for review: paused posting' }));
    const dialog = screen.getByRole('dialog', { name: 'Ask for a review' });
    expect(within(dialog).getByText(/look at why posting is paused/)).toBeTruthy();
  });

  it('never says nothing is refused beside the listing our team removed', async () => {
    const pausedAndHeld: ReviewStatusResponse = {
      ...held,
      posting: {
        paused: true,
        review_requested_at: null,
        reason: { listing_title: 'Delivery rider', kind: 'reports' },
      },
    };
    const server = api([pausedAndHeld]);
    vi.stubGlobal('fetch', server.fn);
    show();
    const notice = await screen.findByRole('region', { name: 'Waiting for our team' });
    expect(within(notice).getByText(/^Our checks ask a person to look/)).toBeTruthy();
    expect(within(notice).queryByText(/Nothing is refused/)).toBeNull();
  });

  it('says so when it cannot check, and checks again on Retry', async () => {
    let retried = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => (retried ? reply(200, held) : reply(500, {}))),
    );
    show();
    expect(
      await screen.findByText(
        'We could not check whether any of your listings is waiting for our team.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    retried = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Waiting for our team' })).toBeTruthy();
  });
});
