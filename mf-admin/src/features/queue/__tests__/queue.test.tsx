import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch, renderScreen } from 'shared-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueueScreen } from '../components/queue-screen';
import { routeApi } from './moderation-api';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

const ID = '00000000-0000-4000-8000-000000000031';

const employer = {
  employer_id: '00000000-0000-4000-8000-0000000000e1',
  business_name: 'Quick Cash Promotions',
  joined_at: '2026-01-05T00:00:00.000Z',
  listings: 2,
  removed: 1,
  reported: 1,
  posting_suspended: true,
};

const held = {
  id: ID,
  title: 'Easy online data entry',
  status: 'pending',
  created_at: '2026-03-01T12:00:00.000Z',
  held_at: '2026-03-01T12:00:00.000Z',
  reasons: [
    {
      code: 'bank_details',
      label: 'Asks for bank or card details',
      excerpt: 'message me on whatsapp with your bank details',
    },
    {
      code: 'off_platform',
      label: 'Moves contact off the site: WhatsApp, Telegram and the like',
      excerpt: 'whatsapp',
    },
  ],
  reports: 0,
  employer,
};

const reported = {
  ...held,
  id: '00000000-0000-4000-8000-000000000032',
  title: 'Barista, weekend mornings',
  status: 'posted',
  held_at: null,
  reasons: [],
  reports: 2,
  employer: {
    ...employer,
    business_name: 'Bean There Café',
    listings: 4,
    removed: 0,
    reported: 1,
    posting_suspended: false,
  },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the moderation queue', () => {
  it('lists the held listings first, each with why it is held and its employer’s past', async () => {
    const api = fakeFetch({ status: 200, body: { listings: [held] } });
    vi.stubGlobal('fetch', api.fn);
    renderScreen(<QueueScreen />, '/moderation');

    expect(screen.getByRole('heading', { level: 1, name: 'Moderation' })).toBeTruthy();
    const tab = screen.getByRole('tab', { name: 'Held for review' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: 'Held for review' });
    const card = await within(panel).findByRole('article', { name: 'Easy online data entry' });
    expect(api.calls[0]?.url).toBe('/api/moderator/listings?status=pending');

    const link = within(card).getByRole('link', { name: 'Easy online data entry' });
    expect(link.getAttribute('href')).toBe(`/moderation/listing?id=${ID}`);
    expect(within(card).getByText('Quick Cash Promotions')).toBeTruthy();
    expect(within(card).getByText(/^Held Mar 1, 2026$/)).toBeTruthy();
    const reasons = within(card).getByRole('list', { name: 'Why it is here' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((pill) => pill.textContent),
    ).toEqual([
      'Asks for bank or card details',
      'Moves contact off the site: WhatsApp, Telegram and the like',
    ]);
    expect(
      within(card).getByText('2 listings · 1 removed · reported before', { exact: false }),
    ).toBeTruthy();
    expect(within(card).getByText('posting paused')).toBeTruthy();
  });

  it('shows the reported listings on their tab, with their open reports, and keeps the tab in the URL', async () => {
    const api = fakeFetch(
      { status: 200, body: { listings: [] } },
      { status: 200, body: { listings: [reported] } },
    );
    vi.stubGlobal('fetch', api.fn);
    renderScreen(<QueueScreen />, '/moderation');
    expect(await screen.findByText('Nothing is waiting for review.')).toBeTruthy();

    // The arrow key moves to the other tab and selects it, as a tab list does.
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Held for review' }), { key: 'ArrowRight' });
    const tab = screen.getByRole('tab', { name: 'Reported' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab);
    expect(screen.getByTestId('location').textContent).toBe('/moderation?status=reported');

    const card = await screen.findByRole('article', { name: 'Barista, weekend mornings' });
    expect(api.calls[1]?.url).toBe('/api/moderator/listings?status=reported');
    expect(within(card).getByText('2 open reports')).toBeTruthy();
    expect(within(card).getByText(/^Live since /)).toBeTruthy();
    // Its one reported listing is this one: nothing "before".
    expect(within(card).getByText('4 listings · nothing removed or reported')).toBeTruthy();
    expect(
      within(card).getByRole('link', { name: 'Barista, weekend mornings' }).getAttribute('href'),
    ).toBe(`/moderation/listing?id=${reported.id}&from=reported`);
  });

  it('moves between the four tabs with the arrow keys, Home and End, the URL following', async () => {
    const api = routeApi({
      'GET /api/moderator/listings?status=pending': [{ status: 200, body: { listings: [] } }],
      'GET /api/moderator/listings?status=reported': [{ status: 200, body: { listings: [] } }],
      'GET /api/moderator/messages': [{ status: 200, body: { messages: [] } }],
      'GET /api/moderator/review-requests': [{ status: 200, body: { requests: [] } }],
    });
    vi.stubGlobal('fetch', api.fn);
    renderScreen(<QueueScreen />, '/moderation?status=reported');
    const tabs = within(screen.getByRole('tablist', { name: 'Queues' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Held for review',
      'Reported',
      'Messages',
      'Requests',
    ]);

    const press = (key: string, expected: string, url: string) => {
      fireEvent.keyDown(document.activeElement ?? document.body, { key });
      const tab = screen.getByRole('tab', { name: expected });
      expect(tab.getAttribute('aria-selected')).toBe('true');
      expect(document.activeElement).toBe(tab);
      // Roving tabindex: only the selected tab is in the Tab order.
      expect(tabs.map((each) => each.tabIndex)).toEqual(
        tabs.map((each) => (each === tab ? 0 : -1)),
      );
      expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab.id);
      expect(screen.getByTestId('location').textContent).toBe(url);
    };
    screen.getByRole('tab', { name: 'Reported' }).focus();
    press('ArrowRight', 'Messages', '/moderation?status=messages');
    expect(await screen.findByText('No message is waiting for a moderator.')).toBeTruthy();
    press('ArrowRight', 'Requests', '/moderation?status=requests');
    expect(await screen.findByText('No employer is waiting for an answer.')).toBeTruthy();
    press('ArrowRight', 'Held for review', '/moderation');
    press('ArrowLeft', 'Requests', '/moderation?status=requests');
    press('ArrowLeft', 'Messages', '/moderation?status=messages');
    press('ArrowLeft', 'Reported', '/moderation?status=reported');
    press('Home', 'Held for review', '/moderation');
    press('End', 'Requests', '/moderation?status=requests');
    expect(api.calls.map(({ call }) => call)).toContain('GET /api/moderator/review-requests');
  });

  it('says on a reported card the listing’s state, what its reports weigh, and a review asked for', async () => {
    const closed = {
      ...reported,
      id: '00000000-0000-4000-8000-000000000033',
      title: 'Flyer delivery, Parramatta',
      status: 'closed',
      reports: 1,
      report_weight: 2.5,
      review_requested: false,
    };
    const deleted = {
      ...reported,
      id: '00000000-0000-4000-8000-000000000034',
      title: 'Survey taker, paid daily',
      status: 'removed',
      reports: 3,
      report_weight: 0,
    };
    const asked = {
      ...reported,
      status: 'pending',
      held_at: reported.created_at,
      review_requested: true,
    };
    vi.stubGlobal(
      'fetch',
      fakeFetch({ status: 200, body: { listings: [closed, deleted, asked] } }).fn,
    );
    renderScreen(<QueueScreen />, '/moderation?status=reported');

    const first = await screen.findByRole('article', { name: 'Flyer delivery, Parramatta' });
    expect(within(first).getByText('Closed')).toBeTruthy();
    expect(within(first).getByText('Created Mar 1, 2026')).toBeTruthy();
    expect(within(first).getByText('1 open report')).toBeTruthy();
    expect(within(first).getByText('weighing 2.5')).toBeTruthy();
    expect(within(first).queryByText('Review asked')).toBeNull();

    const second = screen.getByRole('article', { name: 'Survey taker, paid daily' });
    expect(within(second).getByText('Deleted by its employer')).toBeTruthy();
    expect(within(second).getByText('weighing 0')).toBeTruthy();

    const third = screen.getByRole('article', { name: 'Barista, weekend mornings' });
    expect(within(third).getByText('Held for review')).toBeTruthy();
    expect(within(third).getByText('Review asked')).toBeTruthy();
  });

  it('marks a held listing whose employer asked for a review, without a state badge', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({ status: 200, body: { listings: [{ ...held, review_requested: true }] } }).fn,
    );
    renderScreen(<QueueScreen />, '/moderation');
    const card = await screen.findByRole('article', { name: 'Easy online data entry' });
    expect(within(card).getByText('Review asked')).toBeTruthy();
    expect(within(card).queryByText('Held for review')).toBeNull();
    expect(within(card).queryByText(/^weighing/)).toBeNull();
  });

  it('says when there are no open reports', async () => {
    vi.stubGlobal('fetch', fakeFetch({ status: 200, body: { listings: [] } }).fn);
    renderScreen(<QueueScreen />, '/moderation?status=reported');
    expect(screen.getByRole('tab', { name: 'Reported' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await screen.findByText('No open reports.')).toBeTruthy();
    expect(screen.queryByText('Nothing is waiting for review.')).toBeNull();
  });

  it('shows a failed load with Retry in the list’s place, never the empty text, and recovers', async () => {
    const api = fakeFetch({ status: 500 }, { status: 200, body: { listings: [held] } });
    vi.stubGlobal('fetch', api.fn);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderScreen(<QueueScreen />, '/moderation');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The queue could not be loaded')).toBeTruthy();
    expect(screen.queryByText('Nothing is waiting for review.')).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('article', { name: 'Easy online data entry' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(api.calls).toHaveLength(2);
  });
});
