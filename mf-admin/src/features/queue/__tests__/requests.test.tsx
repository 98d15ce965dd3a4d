import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from 'shared-kit/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueueScreen } from '../components/queue-screen';
import { later, routeApi } from './moderation-api';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

const LIST = 'GET /api/moderator/review-requests';
const LISTING_ID = '00000000-0000-4000-8000-000000000031';
const ASKED_ID = '00000000-0000-4000-8000-0000000000a1';
const PAUSED_ID = '00000000-0000-4000-8000-0000000000a2';
const answerCall = (id: string) => `POST /api/moderator/review-requests/${id}/answer`;

const employer = {
  employer_id: '00000000-0000-4000-8000-0000000000e1',
  business_name: 'Bean There Café',
  joined_at: '2026-01-05T00:00:00.000Z',
  listings: 4,
  removed: 0,
  reported: 0,
  posting_suspended: false,
};

const aboutListing = {
  id: ASKED_ID,
  message: 'We are a real café in Newtown.\nHappy to show our ABN.',
  created_at: '2026-03-01T12:00:00.000Z',
  listing: { id: LISTING_ID, title: 'Barista, weekend mornings', status: 'pending' },
  employer,
};

const aboutPosting = {
  id: PAUSED_ID,
  message: 'The removed listing was posted by a former manager.',
  created_at: '2026-03-02T12:00:00.000Z',
  listing: null,
  employer: {
    ...employer,
    employer_id: '00000000-0000-4000-8000-0000000000e2',
    business_name: 'Quick Cash Promotions',
    listings: 2,
    removed: 1,
    reported: 1,
    posting_suspended: true,
  },
};

const ANSWER = 'Your answer (the employer reads it)';

function show(routes: Parameters<typeof routeApi>[0]) {
  const api = routeApi(routes);
  vi.stubGlobal('fetch', api.fn);
  renderScreen(<QueueScreen />, '/moderation?status=requests');
  return api;
}

const card = (name: string) => screen.findByRole('article', { name });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the employers’ requests for a review', () => {
  it('lists the open requests oldest first: who asks, their past, what about and their words', async () => {
    show({ [LIST]: [{ status: 200, body: { requests: [aboutListing, aboutPosting] } }] });
    const tab = screen.getByRole('tab', { name: 'Requests' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: 'Requests' });
    const first = await within(panel).findByRole('article', { name: 'Bean There Café' });
    expect(within(panel).getByText('2 requests waiting, oldest first')).toBeTruthy();
    expect(
      within(panel)
        .getAllByRole('article')
        .map((article) => within(article).getByRole('heading').textContent),
    ).toEqual(['Bean There Café', 'Quick Cash Promotions']);

    expect(within(first).getByText('4 listings · none removed, rejected or reported')).toBeTruthy();
    const link = within(first).getByRole('link', { name: 'Barista, weekend mornings' });
    expect(link.getAttribute('href')).toBe(`/moderation/listing?id=${LISTING_ID}&from=requests`);
    expect(within(first).getByText('Held for review')).toBeTruthy();
    expect(
      within(first).getByText(`“${aboutListing.message}”`, { normalizer: (text) => text }),
    ).toBeTruthy();
    expect(within(first).getByText(/^Asked Mar 1, 2026, waiting /)).toBeTruthy();

    const second = await card('Quick Cash Promotions');
    expect(within(second).getByText('Paused posting')).toBeTruthy();
    expect(within(second).getByText('posting paused')).toBeTruthy();
    expect(within(second).queryByRole('link')).toBeNull();
  });

  it('offers to reinstate posting only on a request about a paused posting', async () => {
    show({ [LIST]: [{ status: 200, body: { requests: [aboutListing, aboutPosting] } }] });
    const listing = await card('Bean There Café');
    const paused = await card('Quick Cash Promotions');
    expect(within(listing).queryByRole('button', { name: 'Reinstate posting' })).toBeNull();
    expect(within(listing).getByRole('button', { name: 'Send answer' })).toBeTruthy();
    expect(within(paused).getByRole('button', { name: 'Reinstate posting' })).toBeTruthy();
    expect(within(paused).getByRole('button', { name: 'Send answer' })).toBeTruthy();
  });

  it('says when no employer is waiting', async () => {
    show({ [LIST]: [{ status: 200, body: { requests: [] } }] });
    expect(await screen.findByText('No employer is waiting for an answer.')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('sends an answer checked as the API checks it, says it was sent and reads the list again', async () => {
    const sent = later();
    const api = show({
      [LIST]: [
        { status: 200, body: { requests: [aboutListing] } },
        { status: 200, body: { requests: [] } },
      ],
      [answerCall(ASKED_ID)]: [sent.answer],
    });
    const request = await card('Bean There Café');
    const send = within(request).getByRole('button', { name: 'Send answer' });
    fireEvent.click(send);
    expect(within(request).getByText('This field is required.')).toBeTruthy();
    expect(api.calls).toHaveLength(1);

    const box = within(request).getByRole<HTMLTextAreaElement>('textbox', { name: ANSWER });
    expect(box.getAttribute('maxlength')).toBe('250');
    fireEvent.change(box, {
      target: { value: '  We are checking your ABN and will decide today.  ' },
    });
    // The kit's counter, which the text area names as part of its description.
    expect(document.getElementById(`${box.id}-counter`)?.textContent).toBe(
      `${box.value.length}/250`,
    );
    fireEvent.click(send);
    await waitFor(() => expect(send).toHaveProperty('disabled', true));
    sent.resolve(200, { ok: true });

    expect(await within(request).findByText('Answered; the employer was emailed.')).toBeTruthy();
    expect(api.calls[1]).toEqual({
      call: answerCall(ASKED_ID),
      body: { reason: 'We are checking your ABN and will decide today.' },
    });
    await waitFor(() => expect(api.calls.filter(({ call }) => call === LIST)).toHaveLength(2));
    expect(await screen.findByText('No employer is waiting for an answer.')).toBeTruthy();
    // The answered card stays in place, saying so, with nothing left to send.
    expect(within(request).queryByRole('button', { name: 'Send answer' })).toBeNull();
  });

  it('shows the API’s words when it refuses the answer, and keeps what was typed', async () => {
    const detail = 'This request has already been answered.';
    show({
      [LIST]: [{ status: 200, body: { requests: [aboutListing] } }],
      [answerCall(ASKED_ID)]: [{ status: 409, body: { detail } }],
    });
    const request = await card('Bean There Café');
    const box = within(request).getByRole<HTMLTextAreaElement>('textbox', { name: ANSWER });
    fireEvent.change(box, { target: { value: 'We will decide today.' } });
    fireEvent.click(within(request).getByRole('button', { name: 'Send answer' }));

    expect((await within(request).findByRole('alert')).textContent).toBe(detail);
    expect(box.value).toBe('We will decide today.');
    expect(within(request).queryByText('Answered; the employer was emailed.')).toBeNull();
  });

  it('reinstates a paused posting from its request, which that answers', async () => {
    const { employer_id: employerId } = aboutPosting.employer;
    const api = show({
      [LIST]: [
        { status: 200, body: { requests: [aboutPosting] } },
        { status: 200, body: { requests: [] } },
      ],
      [`POST /api/moderator/employers/${employerId}/reinstate`]: [
        { status: 200, body: { posting_suspended: false } },
      ],
    });
    const request = await card('Quick Cash Promotions');
    fireEvent.change(within(request).getByRole('textbox', { name: /Why posting can open again/ }), {
      target: { value: 'Spoke with the owner.' },
    });
    fireEvent.click(within(request).getByRole('button', { name: 'Reinstate posting' }));

    expect(
      await within(request).findByText('Posting is open again; the employer was told why.'),
    ).toBeTruthy();
    expect(api.calls[1]?.body).toEqual({ reason: 'Spoke with the owner.' });
    await waitFor(() => expect(api.calls.filter(({ call }) => call === LIST)).toHaveLength(2));
    expect(within(request).queryByRole('button', { name: 'Reinstate posting' })).toBeNull();
  });

  it('shows a failed load with Retry, never the empty text', async () => {
    show({
      [LIST]: [{ status: 500 }, { status: 200, body: { requests: [aboutListing] } }],
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The requests could not be loaded')).toBeTruthy();
    expect(screen.queryByText('No employer is waiting for an answer.')).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await card('Bean There Café')).toBeTruthy();
  });
});
