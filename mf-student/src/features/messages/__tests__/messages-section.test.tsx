import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SCAM_WARNING, THREAD_PAGE_SIZE, threadMessages } from 'api-contract/applications';
import { renderScreen } from 'shared-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessagesSection } from '../components/messages-section';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

const id = '00000000-0000-4000-8000-000000000001';
const messageId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
/** Message n was sent n minutes after nine. */
const sentAt = (n: number) => new Date(Date.UTC(2099, 10, 20, 9, n)).toISOString();

function message(n: number, extra: Record<string, unknown> = {}) {
  return {
    id: messageId(n),
    from: 'employer',
    mine: false,
    body: `Message ${n}`,
    sent_at: sentAt(n),
    read_at: null,
    warning: null,
    reported: false,
    ...extra,
  };
}

/** Messages `from` down to `to`, newest first, as a page answers. */
const range = (from: number, to: number) =>
  Array.from({ length: from - to + 1 }, (_, i) => message(from - i));

interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** A fetch answering GETs of the thread from `pages` in turn and POSTs from `posts`; records all. */
function api(pages: unknown[], ...posts: Answer[]) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fn = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    calls.push({
      method,
      url,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    });
    const next: Answer =
      method === 'POST'
        ? (posts.shift() ?? { status: 500, body: {} })
        : { status: 200, body: pages.length > 1 ? pages.shift() : pages[0] };
    return Promise.resolve(
      new Response(JSON.stringify(next.body), {
        status: next.status,
        headers: { 'Content-Type': 'application/json', ...next.headers },
      }),
    );
  };
  vi.stubGlobal('fetch', fn);
  return calls;
}

const page = (messages: unknown[], extra: Record<string, unknown> = {}) => ({
  messages,
  can_send: true,
  closed_reason: null,
  ...extra,
});

const open = () =>
  renderScreen(<MessagesSection applicationId={id} businessName="Harbour Cafe" />, '/x');
const list = () => screen.findByRole('list', { name: 'Messages with Harbour Cafe' });
const bodies = (within_: HTMLElement) =>
  within(within_)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p:nth-of-type(2)')?.textContent);
const box = () => screen.getByRole('textbox', { name: 'Message to Harbour Cafe' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Messages on a student’s application', () => {
  it('shows the oldest at the top, and pages back before the oldest shown', async () => {
    const calls = api([
      page(range(THREAD_PAGE_SIZE + 2, 3)),
      page(range(2, 1)),
      page(range(THREAD_PAGE_SIZE + 2, 3)),
    ]);
    open();
    const shown = await list();
    expect(bodies(shown)[0]).toBe('Message 3');
    expect(bodies(shown).at(-1)).toBe(`Message ${THREAD_PAGE_SIZE + 2}`);
    expect(calls[0]?.url).toBe(
      `/api/student/applications/${id}/messages?limit=${THREAD_PAGE_SIZE}`,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    await waitFor(() => expect(bodies(shown)[0]).toBe('Message 1'));
    const earlier = new URL(calls[1]?.url ?? '', 'http://x').searchParams;
    expect(earlier.get('before_created_at')).toBe(sentAt(3));
    expect(earlier.get('before_id')).toBe(messageId(3));
    expect(bodies(shown)).toHaveLength(THREAD_PAGE_SIZE + 2);
    // The last page was not full: there is nothing earlier.
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
    // Two full renders of a page of messages: slow on a busy machine, not wrong.
  }, 15_000);

  it('says the employer writes first, with no box to write in', async () => {
    api([page([], { can_send: false, closed_reason: threadMessages.employerWritesFirst })]);
    open();
    expect(await screen.findByText(threadMessages.employerWritesFirst)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('warns on a message that looks like a scam and lets the student report it', async () => {
    const calls = api([page([message(2), message(1, { warning: SCAM_WARNING })])], {
      status: 200,
      body: { reported: true },
    });
    open();
    const items = within(await list()).getAllByRole('listitem');
    const warned = items[0] as HTMLElement;
    expect(within(warned).getByText('Warning:').parentElement?.textContent).toBe(
      `Warning: ${SCAM_WARNING}`,
    );
    expect(
      within(warned)
        .getByRole('link', { name: 'How to spot a job scam (Scamwatch)' })
        .getAttribute('href'),
    ).toMatch(/^https:\/\/www\.scamwatch\.gov\.au\//);
    expect(within(items[1] as HTMLElement).queryByText('Warning:')).toBeNull();

    fireEvent.click(
      within(warned).getByRole('button', { name: 'Report this message from Harbour Cafe' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Report this message' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText('Tell us what is wrong with this message.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /What is wrong with it/ }), {
      target: { value: 'Asks me to pay for a uniform first.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: `/api/student/applications/${id}/messages/${messageId(1)}/report`,
      body: { reason: 'Asks me to pay for a uniform first.' },
    });
    expect(within(warned).getByText('Reported')).toBeTruthy();
    expect(within(warned).queryByRole('button', { name: /Report/ })).toBeNull();
  });

  it('keeps the text when sending fails, with the reason', async () => {
    api([page([message(1)])], {
      status: 409,
      body: { detail: threadMessages.listingRemoved },
    });
    open();
    await list();
    fireEvent.change(box(), { target: { value: 'Yes, Monday suits me.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(threadMessages.listingRemoved)).toBeTruthy();
    expect((box() as HTMLTextAreaElement).value).toBe('Yes, Monday suits me.');
  });

  it('says when to try again once over the sending limit', async () => {
    api([page([message(1)])], {
      status: 429,
      body: { detail: 'Too many attempts. Please wait a few minutes and try again.' },
      headers: { 'Retry-After': '2400' },
    });
    open();
    await list();
    fireEvent.change(box(), { target: { value: 'One more thing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(
        'You have sent a lot of messages in a short time. You can send again in 40 minutes.',
      ),
    ).toBeTruthy();
    expect((box() as HTMLTextAreaElement).value).toBe('One more thing');
  });

  it('sends the reply, shows it at once and tells the page messages were read', async () => {
    const events = vi.fn();
    window.addEventListener('messages:read', events);
    const reply = message(2, { from: 'student', mine: true, body: 'Yes, Monday suits me.' });
    const calls = api([page([message(1)]), page([reply, message(1)])], {
      status: 201,
      body: reply,
    });
    open();
    await list();
    // Reading the employer's message marked it read.
    expect(events).toHaveBeenCalledTimes(1);
    fireEvent.change(box(), { target: { value: '  Yes, Monday suits me.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect((box() as HTMLTextAreaElement).value).toBe(''));
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: `/api/student/applications/${id}/messages`,
      body: { body: 'Yes, Monday suits me.' },
    });
    expect(bodies(await list()).at(-1)).toBe('Yes, Monday suits me.');
    expect(screen.getByText('Message sent.')).toBeTruthy();
    expect(events).toHaveBeenCalledTimes(2);
    window.removeEventListener('messages:read', events);
  });
});
