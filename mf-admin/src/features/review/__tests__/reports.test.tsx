import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listing, show } from './review-fixtures';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

const at = (day: number) => `2026-03-${String(day).padStart(2, '0')}T12:00:00.000Z`;

const weighed = {
  ...listing,
  status: 'posted',
  held_at: null,
  reasons: [],
  reports: 3,
  report_weight: 2.5,
  report_list: [
    { reason: 'scam', details: 'Asked for a deposit.', created_at: at(6), open: true, weight: 1.5 },
    { reason: 'misleading', details: '', created_at: at(5), open: true, weight: 1, outcome: null },
    { reason: 'other', details: 'Fake.', created_at: at(4), open: true, weight: 0, outcome: null },
    {
      reason: 'scam',
      details: '',
      created_at: at(3),
      open: false,
      weight: 1,
      outcome: 'dismissed',
    },
    { reason: 'scam', details: '', created_at: at(2), open: false, weight: 2, outcome: 'upheld' },
    // Kept before weights and outcomes were.
    { reason: 'misleading', details: '', created_at: at(1), open: false },
  ],
};

const ZERO =
  'Counted 0 — from a new or unverified account, or one whose reports were mostly dismissed';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the reports of a listing', () => {
  it('says what each report counted for and how a decision closed it', async () => {
    show({ status: 200, body: weighed });
    const section = await screen.findByRole('region', { name: 'Reports: 3 open, 3 closed' });
    expect(
      within(section).getByText(
        'Open reports weigh 2.5; 3 from two students hides a live listing before review.',
      ),
    ).toBeTruthy();

    const entries = within(section).getAllByRole('listitem');
    const said = (index: number) => {
      const entry = entries[index];
      if (!entry) throw new Error(`No report ${index}`);
      return within(entry);
    };
    expect(said(0).getByText('Open')).toBeTruthy();
    expect(said(0).getByText('Counted 1.5')).toBeTruthy();
    expect(said(1).getByText('Counted 1')).toBeTruthy();
    expect(said(2).getByText(ZERO)).toBeTruthy();
    expect(said(3).getByText('Dismissed')).toBeTruthy();
    expect(said(4).getByText('Upheld')).toBeTruthy();
    expect(said(4).getByText('Counted 2')).toBeTruthy();
    // A report from before weights were says nothing of one, and is only "Closed".
    expect(said(5).getByText('Closed')).toBeTruthy();
    expect(said(5).queryByText(/^Counted/)).toBeNull();
  });

  it('says nothing of the open weight when no report is open', async () => {
    const closed = weighed.report_list.slice(3);
    show({ status: 200, body: { ...weighed, reports: 0, report_weight: 0, report_list: closed } });
    const section = await screen.findByRole('region', { name: 'Reports: 3 closed, none open' });
    expect(within(section).queryByText(/^Open reports weigh/)).toBeNull();
  });

  it('says nothing of weights an older answer does not carry', async () => {
    show({ status: 200, body: listing });
    const section = await screen.findByRole('region', { name: 'Reports: 1 open, 1 closed' });
    expect(within(section).queryByText(/^Open reports weigh/)).toBeNull();
    expect(within(section).queryByText(/^Counted/)).toBeNull();
  });
});
