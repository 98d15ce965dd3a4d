import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { choices, listing, reasonBox, show } from './review-fixtures';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

const live = { status: 'posted', held_at: null, reasons: [] };
const ended = (status: string, reports: number) => ({ ...listing, ...live, status, reports });

const APPROVE = 'Publish it now. The employer is told it is live.';
const REJECT = 'Keep it unpublished. The employer is told why.';
const REMOVE = 'Take it down, warn its applicants and pause the employer’s posting.';
const UPHOLD_ENDED =
  'Uphold the reports: mark it removed, warn its applicants and pause the employer’s posting.';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the decisions a listing’s state allows', () => {
  it.each([
    [
      'a held listing',
      { status: 'pending', reports: 0 },
      [
        ['Approve', APPROVE],
        ['Reject', REJECT],
        ['Remove', REMOVE],
      ],
    ],
    [
      'a live listing with open reports',
      { ...live, reports: 2 },
      [
        ['Approve', 'Keep it live and close its open reports.'],
        ['Remove', REMOVE],
      ],
    ],
    ['a live listing without open reports', { ...live, reports: 0 }, [['Remove', REMOVE]]],
    [
      'a closed listing with open reports',
      ended('closed', 1),
      [
        ['Dismiss reports', 'Dismiss the reports; the listing stays closed.'],
        ['Uphold reports', UPHOLD_ENDED],
      ],
    ],
    [
      'an expired listing with open reports',
      ended('expired', 1),
      [
        ['Dismiss reports', 'Dismiss the reports; the listing stays expired.'],
        ['Uphold reports', UPHOLD_ENDED],
      ],
    ],
    [
      'a listing its employer deleted, with open reports',
      ended('removed', 2),
      [
        ['Dismiss reports', 'Dismiss the reports; the listing stays deleted.'],
        [
          'Uphold reports',
          'Uphold the reports: count it as removed by our team, warn its applicants and pause the employer’s posting.',
        ],
      ],
    ],
  ])('offers %s only what fits, each saying what it does', async (_, state, expected) => {
    show({ status: 200, body: { ...listing, ...state } });
    await screen.findByRole('heading', { level: 1 });
    expect(choices()).toEqual(expected);
  });

  it('says a decision on an ended listing only settles its reports', async () => {
    show({ status: 200, body: ended('closed', 1) });
    expect(
      await screen.findByText('It is closed already: a decision only settles its open reports.'),
    ).toBeTruthy();
  });

  it.each([
    ['a closed listing without open reports', ended('closed', 0), 'Nothing is left to decide'],
    ['an expired listing without open reports', ended('expired', 0), 'Nothing is left to decide'],
    ['a removed listing without open reports', ended('removed', 0), 'This listing was taken down'],
  ])('offers no decision on %s', async (_, body, words) => {
    show({ status: 200, body });
    expect(await screen.findByText(new RegExp(`^${words}`))).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('dismisses the reports on a closed listing, which stays closed and mails nobody', async () => {
    const closed = ended('closed', 1);
    const api = show(
      { status: 200, body: closed },
      { status: 200, body: { status: 'closed' } },
      { status: 200, body: { ...closed, reports: 0 } },
    );
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('radio', { name: 'Dismiss reports' }));
    expect(screen.getByText(/Dismissing reports sends the employer no mail/)).toBeTruthy();
    fireEvent.change(reasonBox(), { target: { value: 'The shifts were as described.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss reports' }));

    expect(await screen.findByText('Reports dismissed; the listing stays closed.')).toBeTruthy();
    expect(api.calls[1]?.body).toEqual({
      decision: 'approve',
      reason: 'The shifts were as described.',
    });
    expect(await screen.findByText(/^Nothing is left to decide/)).toBeTruthy();
  });

  it.each([
    [
      'a closed listing',
      ended('closed', 1),
      'The listing is marked removed, its applicants are warned, and the employer cannot post until reviewed.',
      'Reports upheld; marked removed, applicants warned and posting paused.',
    ],
    [
      'a listing its employer deleted',
      ended('removed', 1),
      'It counts as removed by our team, its applicants are warned, and the employer cannot post until reviewed.',
      'Reports upheld; applicants warned and posting paused.',
    ],
  ])('upholds the reports on %s once confirmed', async (_, body, warning, outcome) => {
    const api = show(
      { status: 200, body },
      { status: 200, body: { status: 'removed' } },
      { status: 200, body: { ...body, status: 'removed', reports: 0 } },
    );
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('radio', { name: 'Uphold reports' }));
    fireEvent.change(reasonBox(), { target: { value: 'It asked for a deposit.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Uphold reports…' }));

    const dialog = screen.getByRole('dialog', { name: 'Uphold the reports?' });
    expect(within(dialog).getByText(warning)).toBeTruthy();
    expect(api.calls).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uphold reports' }));

    expect(await screen.findByText(outcome)).toBeTruthy();
    expect(api.calls[1]?.body).toEqual({ decision: 'remove', reason: 'It asked for a deposit.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('past decisions', () => {
  it('names a decision on a listing that was not held by what it did to the reports', async () => {
    const decided = (decision: string, prior_status: string | null) => ({
      decision,
      reason: 'Checked.',
      moderator_email: 'mod@studentgigs.au',
      decided_at: '2026-11-28T01:00:00.000Z',
      prior_status,
    });
    show({
      status: 200,
      body: {
        ...listing,
        decisions: [
          decided('remove', 'closed'),
          decided('approve', 'posted'),
          decided('approve', 'pending'),
          decided('reject', null),
        ],
      },
    });
    const past = await screen.findByRole('region', { name: 'Past decisions' });
    const labels = within(past)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('strong')?.textContent);
    expect(labels).toEqual(['Upheld the reports', 'Dismissed the reports', 'Approved', 'Rejected']);
  });
});
