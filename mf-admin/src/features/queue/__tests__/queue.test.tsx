import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from 'shared-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueueScreen } from '../components/queue-screen';
import { COUNTS, routeApi } from './moderation-api';

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
  report_reasons: [{ reason: 'scam', count: 2 }],
  employer: {
    ...employer,
    business_name: 'Bean There Café',
    listings: 4,
    removed: 0,
    reported: 1,
    posting_suspended: false,
  },
};

type Answer = { status: number; body?: unknown };
const PENDING = 'GET /api/moderator/listings?status=pending';
const REPORTED = 'GET /api/moderator/listings?status=reported';
const listings = (...items: unknown[]): Answer => ({ status: 200, body: { listings: items } });

/** The two listings' queues, each answering its answers in turn (the counts: a 404 unless given). */
function queues(pending: Answer[], reportedAnswers: Answer[] = [listings()], counts?: Answer) {
  const api = routeApi({
    [PENDING]: pending,
    [REPORTED]: reportedAnswers,
    ...(counts ? { [COUNTS]: [counts] } : {}),
  });
  vi.stubGlobal('fetch', api.fn);
  return api;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the moderation queue', () => {
  it('lists the held listings first, each with why it is held and its employer’s past', async () => {
    const api = queues([listings(held)]);
    renderScreen(<QueueScreen />, '/moderation');

    expect(screen.getByRole('heading', { level: 1, name: 'Moderation' })).toBeTruthy();
    const tab = screen.getByRole('tab', { name: 'Held for review' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: 'Held for review' });
    const card = await within(panel).findByRole('article', { name: 'Easy online data entry' });
    expect(api.calls[0]?.call).toBe(PENDING);

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
    // The API's figures as they are: the same words on every tab and on the review page.
    expect(
      within(card).getByText('2 listings · 1 removed or rejected · 1 reported', { exact: false }),
    ).toBeTruthy();
    expect(within(card).getByText('posting paused')).toBeTruthy();
  });

  it('shows the reported listings on their tab, with their open reports, and keeps the tab in the URL', async () => {
    const api = queues([listings()], [listings(reported)]);
    renderScreen(<QueueScreen />, '/moderation');
    expect(await screen.findByText('Nothing is waiting for review.')).toBeTruthy();

    // The arrow key moves to the other tab and selects it, as a tab list does.
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Held for review' }), { key: 'ArrowRight' });
    const tab = screen.getByRole('tab', { name: 'Reported' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab);
    expect(screen.getByTestId('location').textContent).toBe('/moderation?status=reported');

    const card = await screen.findByRole('article', { name: 'Barista, weekend mornings' });
    expect(api.calls[1]?.call).toBe(REPORTED);
    expect(within(card).getByText('2 open reports')).toBeTruthy();
    // What the students reported, on the card.
    const said = within(card).getByRole('list', { name: 'What students reported' });
    expect(
      within(said)
        .getAllByRole('listitem')
        .map((pill) => pill.textContent),
    ).toEqual(['Scam or fraud (2)']);
    expect(within(card).getByText(/^Live since /)).toBeTruthy();
    // Its one reported listing is this one, and the line says so rather than "nothing reported".
    expect(
      within(card).getByText('4 listings · 1 reported (this one included)', { exact: false }),
    ).toBeTruthy();
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
    queues([listings()], [listings(closed, deleted, asked)]);
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
    queues([listings({ ...held, review_requested: true })]);
    renderScreen(<QueueScreen />, '/moderation');
    const card = await screen.findByRole('article', { name: 'Easy online data entry' });
    expect(within(card).getByText('Review asked')).toBeTruthy();
    expect(within(card).queryByText('Held for review')).toBeNull();
    expect(within(card).queryByText(/^weighing/)).toBeNull();
  });

  it('says when there are no open reports', async () => {
    queues([listings()], [listings()]);
    renderScreen(<QueueScreen />, '/moderation?status=reported');
    expect(screen.getByRole('tab', { name: 'Reported' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await screen.findByText('No open reports.')).toBeTruthy();
    expect(screen.queryByText('Nothing is waiting for review.')).toBeNull();
  });

  it('shows a failed load with Retry in the list’s place, never the empty text, and recovers', async () => {
    const api = queues([{ status: 500 }, listings(held)]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderScreen(<QueueScreen />, '/moderation');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The queue could not be loaded')).toBeTruthy();
    // The server failed, not the moderator's connection.
    expect(
      within(alert).getByText(
        'Nothing was lost: the listings are still waiting. The server failed to answer: try again in a moment.',
      ),
    ).toBeTruthy();
    expect(within(alert).queryByText(/connection/)).toBeNull();
    expect(screen.queryByText('Nothing is waiting for review.')).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('article', { name: 'Easy online data entry' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(api.calls).toHaveLength(2);
  });

  it('says on each tab how many wait there, from the API’s counts', async () => {
    queues([listings(held)], [listings()], {
      status: 200,
      body: { pending: 1, reported: 0, messages: 12, requests: 1 },
    });
    renderScreen(<QueueScreen />, '/moderation');
    // Seen as a pill after the label, heard as "…, 12 waiting".
    const name = (label: string, n: number) => new RegExp(`^${label}\\s?, ${n} waiting$`);
    expect(await screen.findByRole('tab', { name: name('Messages', 12) })).toBeTruthy();
    expect(screen.getByRole('tab', { name: name('Held for review', 1) })).toBeTruthy();
    expect(screen.getByRole('tab', { name: name('Reported', 0) })).toBeTruthy();
    expect(screen.getByRole('tab', { name: name('Requests', 1) })).toBeTruthy();
  });

  it('says the same of one employer on the held and the reported tab', async () => {
    const history = { ...employer, listings: 3, removed: 0, reported: 1, posting_suspended: false };
    const heldOne = { ...held, employer: history };
    const reportedOne = { ...reported, employer: history };
    queues([listings(heldOne)], [listings(reportedOne)]);
    renderScreen(<QueueScreen />, '/moderation');
    const first = await screen.findByRole('article', { name: 'Easy online data entry' });
    expect(within(first).getByText('3 listings · 1 reported')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Reported' }));
    const second = await screen.findByRole('article', { name: 'Barista, weekend mornings' });
    expect(within(second).getByText('3 listings · 1 reported (this one included)')).toBeTruthy();
  });
});
