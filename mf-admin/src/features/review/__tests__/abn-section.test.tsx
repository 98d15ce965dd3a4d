import { cleanup, screen, within } from '@testing-library/react';
import type { AbnRegisterAnswer } from 'api-contract/accounts';
import type { ModerationListingResponse } from 'api-contract/moderation';
import { fakeFetch, renderScreen } from 'shared-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReviewScreen } from '../components/review-screen';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

const ID = '00000000-0000-4000-8000-000000000031';

const base: ModerationListingResponse = {
  id: ID,
  title: 'Weekend barista',
  status: 'pending',
  created_at: '2026-03-01T12:00:00.000Z',
  held_at: '2026-03-01T12:00:00.000Z',
  reasons: [
    {
      code: 'abn_cancelled',
      kind: 'abn',
      label: 'The ABN is cancelled on the Australian Business Register',
      excerpt: null,
    },
  ],
  reports: 0,
  employer: {
    employer_id: '00000000-0000-4000-8000-0000000000e1',
    business_name: 'Harbour Lane Cafe',
    joined_at: '2026-01-05T12:00:00.000Z',
    listings: 2,
    removed: 0,
    reported: 0,
    posting_suspended: false,
  },
  short_preview: 'Coffee on weekends',
  description: 'Make coffee for our Saturday crowd.',
  location: 'Newtown NSW 2042',
  expiry_date: '2026-04-30',
  pay: {
    amount_cents: 3450,
    unit: 'hour',
    employment_type: 'casual',
    hours_min: 5,
    hours_max: 10,
    schedule: 'Weekends',
    junior_rates: false,
    hourly_cents: 3450,
  },
  questions: [],
  report_list: [],
  decisions: [],
};

const answer: AbnRegisterAnswer = {
  status: 'active',
  looked_up_at: '2026-11-29T03:00:00.000Z',
  entity_name: 'HARBOUR LANE CAFE PTY. LTD.',
  business_names: ['Harbour Lane Cafe', 'Harbour Lane Bakery'],
  name_matches: true,
};

async function review(change: Partial<ModerationListingResponse>) {
  vi.stubGlobal('fetch', fakeFetch({ status: 200, body: { ...base, ...change } }).fn);
  renderScreen(<ReviewScreen />, `/moderation/listing?id=${ID}`);
  await screen.findByRole('heading', { level: 1, name: 'Weekend barista' });
  return screen.queryByRole('region', { name: 'ABN' });
}

/** The value beside a label of the section's facts. */
const fact = (section: HTMLElement, label: string) =>
  within(section).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the ABN in a listing’s review', () => {
  it('shows the ABN, linked to ABN Lookup, and what the register said, with the names matched', async () => {
    const section = await review({ abn: '51824753556', abn_register: answer });
    if (!section) throw new Error('no ABN section');
    const link = within(section).getByRole('link', { name: /51 824 753 556/ });
    expect(link.getAttribute('href')).toBe('https://abr.business.gov.au/ABN/View?abn=51824753556');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(fact(section, 'Register')).toBe('Active');
    expect(fact(section, 'Checked')).toBe('Nov 29, 2026');
    expect(fact(section, 'Entity name')).toBe('HARBOUR LANE CAFE PTY. LTD.');
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Harbour Lane Cafe', 'Harbour Lane Bakery']);
    expect(
      within(section).getByText('“Harbour Lane Cafe” matches the register’s names.'),
    ).toBeTruthy();
  });

  it('says plainly when the business name is not one the register holds, and a cancelled ABN', async () => {
    const section = await review({
      abn: '51824753556',
      abn_register: { ...answer, status: 'cancelled', business_names: [], name_matches: false },
    });
    if (!section) throw new Error('no ABN section');
    expect(fact(section, 'Register')).toBe('Cancelled');
    expect(fact(section, 'Business names')).toBe('None registered');
    expect(
      within(section).getByText(
        '“Harbour Lane Cafe” is neither the entity name nor one of its business names.',
      ),
    ).toBeTruthy();
  });

  it('says when the register knows no such ABN, without names to match', async () => {
    const section = await review({
      abn: '51824753556',
      abn_register: {
        ...answer,
        status: 'not_found',
        entity_name: null,
        business_names: [],
        name_matches: false,
      },
    });
    if (!section) throw new Error('no ABN section');
    expect(fact(section, 'Register')).toBe('Not found: the register knows no such ABN');
    expect(within(section).queryByText('Entity name')).toBeNull();
    expect(within(section).queryByText(/matches|neither/)).toBeNull();
  });

  it('never pretends a check was made', async () => {
    const section = await review({ abn: '51824753556', abn_register: null });
    if (!section) throw new Error('no ABN section');
    expect(
      within(section).getByText('Not checked with the Australian Business Register'),
    ).toBeTruthy();
    expect(within(section).queryByText('Register')).toBeNull();
    expect(within(section).queryByText(/matches|neither/)).toBeNull();
  });

  it('says when the employer gave none, and shows nothing for an API that predates ABNs', async () => {
    const section = await review({ abn: null, abn_register: null });
    expect(section && within(section).getByText('The employer gave no ABN.')).toBeTruthy();
    cleanup();
    expect(await review({})).toBeNull();
  });
});
