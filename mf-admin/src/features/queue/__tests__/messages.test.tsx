import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { messageDecisionMessages } from 'api-contract/applications';
import { renderScreen } from 'shared-kit/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueueScreen } from '../components/queue-screen';
import { later, routeApi } from './moderation-api';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

const LIST = 'GET /api/moderator/messages';
const FLAGGED_ID = '00000000-0000-4000-8000-0000000000b1';
const REPORTED_ID = '00000000-0000-4000-8000-0000000000b2';
const LISTING_ID = '00000000-0000-4000-8000-000000000041';
const decisionCall = (id: string) => `POST /api/moderator/messages/${id}/decision`;

const flagged = {
  id: FLAGGED_ID,
  application_id: '00000000-0000-4000-8000-0000000000c1',
  body: 'Pay the $50 uniform fee first.\nThen text me on <b>WhatsApp</b>.',
  sent_at: '2026-03-02T09:30:00.000000Z',
  scam_signals: ['upfront_fee', 'off_platform_contact'],
  signals: [
    {
      code: 'upfront_fee',
      label: 'Asks the applicant to pay: a fee, deposit or purchase before starting',
    },
    {
      code: 'off_platform_contact',
      label: 'Moves contact off the site: WhatsApp, Telegram, Signal, a chat link and the like',
    },
  ],
  report_reason: null,
  reported_at: null,
  listing: { id: LISTING_ID, title: 'Barista, weekend mornings', status: 'posted' },
  employer: { id: '00000000-0000-4000-8000-0000000000e1', business_name: 'Quick Cash Café' },
  decision: null,
};

const reported = {
  ...flagged,
  id: REPORTED_ID,
  body: 'Come by at noon on Monday.',
  sent_at: '2026-03-01T09:30:00.000000Z',
  scam_signals: [],
  signals: [],
  report_reason: 'He keeps asking for my passport.',
  reported_at: '2026-03-01T12:00:00.000000Z',
  employer: { id: '00000000-0000-4000-8000-0000000000e2', business_name: 'Glebe Books' },
  decision: {
    outcome: 'dismissed',
    note: '',
    decided_at: '2026-03-01T10:00:00.000000Z',
    moderator_email: 'mod@studentgigs.example',
  },
};

function show(routes: Parameters<typeof routeApi>[0]) {
  const api = routeApi(routes);
  vi.stubGlobal('fetch', api.fn);
  renderScreen(<QueueScreen />, '/moderation?status=messages');
  return api;
}

const card = (name: string) => screen.findByRole('article', { name });
const NOTE = /^Note/;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('flagged and reported messages', () => {
  it('lists them newest first: who, which listing, the words as text, the signals and the report', async () => {
    show({ [LIST]: [{ status: 200, body: { messages: [flagged, reported] } }] });
    const panel = screen.getByRole('tabpanel', { name: 'Messages' });
    const first = await within(panel).findByRole('article', { name: 'Quick Cash Café' });
    expect(within(panel).getByText('2 messages waiting, newest first')).toBeTruthy();
    expect(
      within(panel)
        .getAllByRole('article')
        .map((article) => within(article).getByRole('heading', { level: 2 }).textContent),
    ).toEqual(['Quick Cash Café', 'Glebe Books']);

    const link = within(first).getByRole('link', { name: 'Barista, weekend mornings' });
    expect(link.getAttribute('href')).toBe(`/moderation/listing?id=${LISTING_ID}&from=messages`);
    expect(within(first).getByText('Live')).toBeTruthy();
    // The employer's words are text: the markup in them is shown, never rendered.
    expect(
      within(first).getByText(`“${flagged.body}”`, { normalizer: (text) => text }),
    ).toBeTruthy();
    expect(first.querySelector('b')).toBeNull();
    expect(within(first).getByText('The scam checks found')).toBeTruthy();
    expect(
      within(first)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(flagged.signals.map((signal) => signal.label));
    expect(within(first).queryByText(/The student reported it/)).toBeNull();

    const second = await card('Glebe Books');
    expect(within(second).queryByText('The scam checks found')).toBeNull();
    expect(within(second).getByText('The student reported it on Mar 1, 2026')).toBeTruthy();
    expect(within(second).getByText('“He keeps asking for my passport.”')).toBeTruthy();
    expect(
      within(second).getByText(
        'Dismissed on Mar 1, 2026 by mod@studentgigs.example, before the student reported it.',
      ),
    ).toBeTruthy();
  });

  it('says when no message is waiting', async () => {
    show({ [LIST]: [{ status: 200, body: { messages: [] } }] });
    expect(await screen.findByText('No message is waiting for a moderator.')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows a failed load with Retry, never the empty text', async () => {
    show({ [LIST]: [{ status: 500 }, { status: 200, body: { messages: [flagged] } }] });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The messages could not be loaded')).toBeTruthy();
    expect(screen.queryByText('No message is waiting for a moderator.')).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await card('Quick Cash Café')).toBeTruthy();
  });

  it('dismisses a message after a confirmation, says so and keeps the card in place', async () => {
    const sent = later();
    const api = show({
      [LIST]: [
        { status: 200, body: { messages: [flagged] } },
        { status: 200, body: { messages: [] } },
      ],
      [decisionCall(FLAGGED_ID)]: [sent.answer],
    });
    const message = await card('Quick Cash Café');
    fireEvent.click(within(message).getByRole('button', { name: 'Dismiss: not a scam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss this message?' });
    expect(within(dialog).getByText(/the warning the student sees on it is lifted/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    sent.resolve(200, {
      outcome: 'dismissed',
      decided_at: '2026-03-02T10:00:00.000000Z',
      already_removed: false,
    });

    expect(
      await within(message).findByText('Dismissed: the student’s warning is lifted.'),
    ).toBeTruthy();
    expect(api.calls[1]).toEqual({
      call: decisionCall(FLAGGED_ID),
      body: { outcome: 'dismissed' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.calls.filter(({ call }) => call === LIST)).toHaveLength(2));
    expect(within(message).queryByRole('button', { name: 'Dismiss: not a scam' })).toBeNull();
    expect(screen.getByText('No message is waiting for a moderator.')).toBeTruthy();
  });

  it('asks for the note the employer reads before taking the listing down, then confirms', async () => {
    const api = show({
      [LIST]: [{ status: 200, body: { messages: [flagged] } }],
      [decisionCall(FLAGGED_ID)]: [
        {
          status: 200,
          body: {
            outcome: 'listing_removed',
            decided_at: '2026-03-02T10:00:00.000000Z',
            already_removed: false,
          },
        },
      ],
    });
    const message = await card('Quick Cash Café');
    const remove = within(message).getByRole('button', { name: 'Take the listing down' });
    fireEvent.click(remove);
    expect(within(message).getByText(messageDecisionMessages.noteNeeded)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls).toHaveLength(1);

    const note = within(message).getByRole<HTMLTextAreaElement>('textbox', { name: NOTE });
    fireEvent.change(note, { target: { value: '  Asked an applicant to pay a fee.  ' } });
    expect(within(message).queryByText(messageDecisionMessages.noteNeeded)).toBeNull();
    fireEvent.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Take the listing down?' });
    expect(
      within(dialog).getByText(/‘Barista, weekend mornings’ is taken down and its employer’s/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Take it down' }));

    expect(
      await within(message).findByText(
        'The listing was taken down: its employer’s posting is paused and they were emailed your note.',
      ),
    ).toBeTruthy();
    expect(api.calls[1]?.body).toEqual({
      outcome: 'listing_removed',
      note: 'Asked an applicant to pay a fee.',
    });
  });

  it('says so when our team had already taken the listing down', async () => {
    show({
      [LIST]: [{ status: 200, body: { messages: [flagged] } }],
      [decisionCall(FLAGGED_ID)]: [
        {
          status: 200,
          body: {
            outcome: 'listing_removed',
            decided_at: '2026-03-02T10:00:00.000000Z',
            already_removed: true,
          },
        },
      ],
    });
    const message = await card('Quick Cash Café');
    fireEvent.change(within(message).getByRole('textbox', { name: NOTE }), {
      target: { value: 'Same employer as before.' },
    });
    fireEvent.click(within(message).getByRole('button', { name: 'Take the listing down' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Take it down' }));
    expect(
      await within(message).findByText(
        'Our team had already taken this listing down: the message is marked as dealt with.',
      ),
    ).toBeTruthy();
  });

  it('keeps the confirmation open on a failure, and says so; Cancel forgets it', async () => {
    const api = show({
      [LIST]: [{ status: 200, body: { messages: [flagged] } }],
      [decisionCall(FLAGGED_ID)]: [{ status: 500, body: { detail: 'Internal Server Error' } }],
    });
    const message = await card('Quick Cash Café');
    fireEvent.click(within(message).getByRole('button', { name: 'Dismiss: not a scam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss this message?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(
      await within(dialog).findByText('Your decision was not saved. Please try again.'),
    ).toBeTruthy();
    expect(within(message).queryByText(/Dismissed:/)).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(message).getByRole('button', { name: 'Dismiss: not a scam' })).toBeTruthy();
    expect(api.calls.filter(({ call }) => call === LIST)).toHaveLength(1);
  });

  it('shows the API’s words when another moderator dealt with it first, then reads the list again', async () => {
    const api = show({
      [LIST]: [
        { status: 200, body: { messages: [flagged] } },
        { status: 200, body: { messages: [] } },
      ],
      [decisionCall(FLAGGED_ID)]: [
        { status: 409, body: { detail: messageDecisionMessages.dealtWith } },
      ],
    });
    const message = await card('Quick Cash Café');
    fireEvent.click(within(message).getByRole('button', { name: 'Dismiss: not a scam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss this message?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(await within(dialog).findByText(messageDecisionMessages.dealtWith)).toBeTruthy();
    // Still there while the moderator reads why.
    expect(api.calls.filter(({ call }) => call === LIST)).toHaveLength(1);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('No message is waiting for a moderator.')).toBeTruthy();
    expect(api.calls.filter(({ call }) => call === LIST)).toHaveLength(2);
  });
});
