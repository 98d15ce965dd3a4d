import type { ReactElement } from 'react';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessageThread, type MessageThreadProps } from '../message-thread';
import type { ThreadEntry } from '../thread-entry';
import { sendFailureText, waitWords } from '../thread-failure';
import { earlierCursor, oldestFirst, withNewest } from '../thread-pages';
import { ApiError, DesignProvider } from 'shared-kit';
import { renderThemed } from './render-themed';

let raw: (ui: ReactElement) => void = () => {};
/** Renders again with new props, inside the theme as at first. */
const rerender = (ui: ReactElement) => raw(<DesignProvider>{ui}</DesignProvider>);

const entry = (id: string, extra: Partial<ThreadEntry> = {}): ThreadEntry => ({
  id,
  mine: false,
  body: `Message ${id}`,
  sent_at: '2099-11-20T01:00:00.000Z',
  read_at: null,
  warning: null,
  reported: false,
  ...extra,
});

function props(extra: Partial<MessageThreadProps> = {}): MessageThreadProps {
  return {
    otherName: 'Harbour Cafe',
    messages: [],
    canSend: true,
    closedReason: null,
    loadFailed: false,
    retrying: false,
    onRetry: vi.fn(),
    earlier: { more: false, loading: false, failed: false, onShow: vi.fn() },
    maxLength: 2000,
    sending: false,
    sendFailure: null,
    onSend: vi.fn(),
    ...extra,
  };
}

const box = () => screen.getByRole('textbox', { name: 'Message to Harbour Cafe' });
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });

afterEach(cleanup);

describe('An application’s messages', () => {
  it('lists them in the order given, naming who wrote each and keeping line breaks as text', () => {
    renderThemed(
      <MessageThread
        {...props({
          messages: [
            entry('1', { body: 'Can you start Monday?\nBring your RSA.' }),
            entry('2', { mine: true, body: '<b>Yes</b>', read_at: '2099-11-20T02:00:00.000Z' }),
            entry('3', { mine: true, body: 'See you then' }),
          ],
        })}
      />,
    );
    const list = screen.getByRole('list', { name: 'Messages with Harbour Cafe' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Harbour Cafe',
      'You',
      'You',
    ]);
    expect(items[0]?.textContent).toContain('Can you start Monday?\nBring your RSA.');
    // Never read as HTML: the tags show as typed.
    expect(within(items[1] as HTMLElement).getByText('<b>Yes</b>')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Read')).toBeTruthy();
    expect(within(items[2] as HTMLElement).getByText('Sent')).toBeTruthy();
    expect(within(items[0] as HTMLElement).queryByText(/^(Read|Sent)$/)).toBeNull();
  });

  it('offers earlier messages while there are more, and says when they failed', () => {
    const onShow = vi.fn();
    ({ rerender: raw } = renderThemed(
      <MessageThread
        {...props({
          messages: [entry('1')],
          earlier: { more: true, loading: false, failed: false, onShow },
        })}
      />,
    ));
    fireEvent.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    expect(onShow).toHaveBeenCalledOnce();
    rerender(
      <MessageThread
        {...props({
          messages: [entry('1')],
          earlier: { more: true, loading: false, failed: true, onShow },
        })}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('The earlier messages could not be loaded.');
  });

  it('shows why it is closed instead of the box to write in', () => {
    renderThemed(
      <MessageThread
        {...props({
          canSend: false,
          closedReason: 'Messages open once you shortlist this application.',
        })}
      />,
    );
    expect(screen.getByText('Messages open once you shortlist this application.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('counts characters against the limit and cuts a longer paste', () => {
    renderThemed(<MessageThread {...props({ maxLength: 10 })} />);
    type('Hello');
    expect(screen.getByText('5/10')).toBeTruthy();
    type('Hello there, friend');
    expect((box() as HTMLTextAreaElement).value).toBe('Hello ther');
    expect(screen.getByText('10/10')).toBeTruthy();
  });

  it('refuses nothing but spaces before sending, and sends the text trimmed', () => {
    const onSend = vi.fn();
    renderThemed(<MessageThread {...props({ onSend })} />);
    type('   \n ');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByText('Write a message first.')).toBeTruthy();
    type('  Thanks!  ');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('Thanks!', expect.any(Function));
  });

  it('keeps the text when sending failed, and empties the box once it is sent', () => {
    let sent = () => {};
    const onSend = vi.fn((_body: string, done: () => void) => {
      sent = done;
    });
    ({ rerender: raw } = renderThemed(<MessageThread {...props({ onSend })} />));
    type('Are you free Monday?');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    rerender(<MessageThread {...props({ onSend, sendFailure: 'Something went wrong.' })} />);
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong.');
    expect((box() as HTMLTextAreaElement).value).toBe('Are you free Monday?');
    act(() => sent());
    expect((box() as HTMLTextAreaElement).value).toBe('');
  });

  it('shows a warning on the message it came with, with its link and the action given', () => {
    renderThemed(
      <MessageThread
        {...props({
          messages: [entry('1', { warning: 'never pay to get a job' }), entry('2')],
          warningLink: { href: 'https://scamwatch.example/', label: 'About job scams' },
          messageAction: (message) => <button type="button">Report {message.id}</button>,
        })}
      />,
    );
    const [warned, plain] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(warned).getByText('Warning:').parentElement?.textContent).toBe(
      'Warning: never pay to get a job',
    );
    expect(within(warned).getByRole('link', { name: 'About job scams' })).toBeTruthy();
    expect(warned.getAttribute('aria-describedby')).toBe('message-1-warning');
    expect(within(warned).getByRole('button', { name: 'Report 1' })).toBeTruthy();
    expect(within(plain).queryByText('Warning:')).toBeNull();
  });

  it('announces a new newest message politely, not the first read', () => {
    ({ rerender: raw } = renderThemed(<MessageThread {...props({ messages: [entry('1')] })} />));
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    rerender(<MessageThread {...props({ messages: [entry('1'), entry('2', { mine: true })] })} />);
    expect(status.textContent).toBe('Message sent.');
    rerender(
      <MessageThread
        {...props({ messages: [entry('1'), entry('2', { mine: true }), entry('3')] })}
      />,
    );
    expect(status.textContent).toBe('New message from Harbour Cafe.');
  });

  it('says when the messages could not be loaded, with Retry', () => {
    const onRetry = vi.fn();
    renderThemed(<MessageThread {...props({ messages: undefined, loadFailed: true, onRetry })} />);
    expect(screen.getByText('The messages could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('The pages of a thread', () => {
  const page = (...ids: string[]) => ({
    messages: ids.map((id) => entry(id)),
    can_send: true,
    closed_reason: null,
  });

  it('turns newest-first pages into one list, oldest first, each message once', () => {
    const pages = withNewest([page('4', '3'), page('2', '1')], entry('5'));
    expect(oldestFirst([...pages, page('1')]).map((m) => m.id)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('asks for earlier messages before the oldest of a full page only', () => {
    expect(earlierCursor(page('4', '3'), 2)).toEqual({
      before_created_at: '2099-11-20T01:00:00.000Z',
      before_id: '3',
    });
    expect(earlierCursor(page('2'), 2)).toBeUndefined();
  });
});

describe('Why a message was not sent', () => {
  it('says when to try again after too many', () => {
    const refused = new ApiError(429, 'Too many attempts.', { retryAfterSeconds: 1500 });
    expect(sendFailureText(refused)).toBe(
      'You have sent a lot of messages in a short time. You can send again in 25 minutes.',
    );
    expect(waitWords(30)).toBe('a minute');
    expect(waitWords(5400)).toBe('about 2 hours');
  });

  it('gives the server’s reason, or a plain sentence', () => {
    expect(sendFailureText(new ApiError(409, 'This job was taken down.'))).toBe(
      'This job was taken down.',
    );
    expect(sendFailureText(new ApiError(0, null))).toBe(
      'Your message could not be sent. Please try again.',
    );
  });
});
