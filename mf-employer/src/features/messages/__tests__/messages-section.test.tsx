import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { THREAD_MESSAGE_MAX_LENGTH, threadMessages } from 'api-contract/applications';
import { fakeFetch, renderScreen } from 'shared-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessagesSection } from '../components/messages-section';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

const id = '00000000-0000-4000-8000-000000000042';
const at = '2099-11-20T01:00:00.000Z';

function message(n: number, extra: Record<string, unknown> = {}) {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    from: 'employer',
    mine: true,
    body: `Message ${n}`,
    sent_at: at,
    read_at: null,
    warning: null,
    reported: false,
    ...extra,
  };
}

const open = () =>
  renderScreen(<MessagesSection applicationId={id} applicantName="Mia Nguyen" />, '/x');
const box = () => screen.getByRole('textbox', { name: 'Message to Mia Nguyen' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Messages on the employer’s application page', () => {
  it('says messages open once they shortlist, before they have', async () => {
    const api = fakeFetch({
      status: 200,
      body: { messages: [], can_send: false, closed_reason: threadMessages.notOpenYetForEmployer },
    });
    vi.stubGlobal('fetch', api.fn);
    open();
    expect(await screen.findByText(threadMessages.notOpenYetForEmployer)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('names the applicant on their replies, and shows which of its own were read', async () => {
    const api = fakeFetch({
      status: 200,
      body: {
        messages: [
          message(2, { from: 'student', mine: false, body: 'Yes, Monday suits me.' }),
          message(1, { read_at: at }),
        ],
        can_send: true,
        closed_reason: null,
      },
    });
    vi.stubGlobal('fetch', api.fn);
    open();
    const list = await screen.findByRole('list', { name: 'Messages with Mia Nguyen' });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(first).getByText('You')).toBeTruthy();
    expect(within(first).getByText('Read')).toBeTruthy();
    expect(within(second).getByText('Mia Nguyen')).toBeTruthy();
    expect(within(second).getByText('Yes, Monday suits me.')).toBeTruthy();
    // The employer reports nothing: no action on the applicant's message.
    expect(within(second).queryByRole('button')).toBeNull();
  });

  it('writes to the applicant, with a counter up to the limit', async () => {
    const sent = message(1, { body: 'Are you free Monday at 10?' });
    const api = fakeFetch(
      { status: 200, body: { messages: [], can_send: true, closed_reason: null } },
      { status: 201, body: sent },
      { status: 200, body: { messages: [sent], can_send: true, closed_reason: null } },
    );
    vi.stubGlobal('fetch', api.fn);
    open();
    expect(await screen.findByText('No messages yet.')).toBeTruthy();
    fireEvent.change(box(), { target: { value: 'Are you free Monday at 10?' } });
    expect(screen.getByText(`26/${THREAD_MESSAGE_MAX_LENGTH}`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Are you free Monday at 10?')).toBeTruthy();
    await waitFor(() => expect((box() as HTMLTextAreaElement).value).toBe(''));
    expect(api.calls[1]).toEqual({
      url: `/api/employer/applications/${id}/messages`,
      body: { body: 'Are you free Monday at 10?' },
    });
  });
});
