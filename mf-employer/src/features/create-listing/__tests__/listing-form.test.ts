import { minimumWageAnswer } from 'shared-kit/testing';
import { describe, expect, it } from 'vitest';
import {
  canAddQuestion,
  checkDraftPay,
  digitsOnly,
  emptyListing,
  isValidExpiry,
  listingRequest,
  pickerOpensOn,
  postBlockers,
  truncatePreview,
  typedDateError,
  type ListingDraft,
} from '../listing-form';

const now = new Date(2026, 10, 23, 15, 0);
const complete: ListingDraft = {
  ...emptyListing(),
  title: 'Barista',
  category: 'HOSP',
  locationText: 'Newtown NSW 2042',
  place: { name: 'Newtown NSW 2042', lat: -33.9, lng: 151.18 },
  shortPreview: 'Weekend mornings',
  description: 'Make coffee.',
  expiry: new Date(2026, 10, 24),
  maxApplications: '10',
  pay: {
    employmentType: 'casual',
    unit: 'hour',
    amount: '34.50',
    hoursFrom: '10',
    hoursTo: '15',
    schedule: ' Sat and Sun mornings ',
    juniorRates: false,
  },
  declared: true,
};

describe('create listing rules', () => {
  it('says why a typed expiry was not taken: not a date, or not after today', () => {
    expect(typedDateError('31/02/2027', now)).toBe('Date input not valid.');
    expect(typedDateError('soon', now)).toBe('Date input not valid.');
    expect(typedDateError('23/11/2026', now)).toBe('The expiry date must be after today.');
    expect(typedDateError('24/11/2026', now)).toBeNull();
    expect(typedDateError('', now)).toBeNull();
  });

  it('cuts the short preview at 120 characters and keeps only digits in the maximum', () => {
    expect(truncatePreview('x'.repeat(130))).toHaveLength(120);
    expect(digitsOnly('1a2.5-')).toBe('125');
  });

  it('opens the empty picker on a month with days to pick', () => {
    const local = (y: number, m: number, d: number) => new Date(y, m - 1, d, 10);
    // 20 Nov: tomorrow's month has 10 days left (21–30).
    expect(pickerOpensOn(local(2026, 11, 20))).toEqual(new Date(2026, 10, 21));
    // 25 Nov: only 26–30 left, so December, from its 1st.
    expect(pickerOpensOn(local(2026, 11, 25))).toEqual(new Date(2026, 11, 1));
    // 31 Dec: tomorrow is in January, with all its days.
    expect(pickerOpensOn(local(2026, 12, 31))).toEqual(new Date(2027, 0, 1));
  });

  it('takes an expiry only from tomorrow on', () => {
    expect(isValidExpiry(new Date(2026, 10, 23), now)).toBe(false);
    expect(isValidExpiry(new Date(2026, 10, 24), now)).toBe(true);
    expect(isValidExpiry(null, now)).toBe(false);
  });

  /** What stands between the draft and Post Job, by the fields it names. */
  const missing = (draft: ListingDraft) =>
    postBlockers(draft, checkDraftPay(draft, minimumWageAnswer.rates, now), now).map(
      (blocker) => blocker.field,
    );

  it('enables Post Job only when everything required is there and declared', () => {
    expect(missing(complete)).toEqual([]);
    expect(missing({ ...complete, title: '   ' })).toEqual(['title']);
    expect(missing({ ...complete, description: '' })).toEqual(['description']);
    expect(missing({ ...complete, maxApplications: '0' })).toEqual(['maxApplications']);
    expect(missing({ ...complete, declared: false })).toEqual(['declared']);
    expect(missing({ ...complete, expiry: new Date(2026, 10, 23) })).toEqual(['expiry']);
  });

  it('enables Post Job only when the pay is valid and at least the legal minimum', () => {
    const pay = (patch: Partial<ListingDraft['pay']>) => ({
      ...complete,
      pay: { ...complete.pay, ...patch },
    });
    expect(missing(pay({ amount: '' }))).toEqual(['amount']);
    expect(missing(pay({ employmentType: '' }))).toEqual(['employmentType']);
    expect(missing(pay({ amount: '25' }))).toEqual(['amount']);
    expect(missing(pay({ hoursTo: '8' }))).toEqual(['hoursTo']);
    expect(missing(pay({ hoursFrom: '' }))).toEqual(['hoursFrom']);
  });

  it('lists what is missing in the order of the form, saying the minimum when the pay is short', () => {
    const blank = { ...emptyListing(), pay: { ...complete.pay, amount: '30' } };
    const blockers = postBlockers(blank, checkDraftPay(blank, minimumWageAnswer.rates, now), now);
    expect(blockers.map((blocker) => blocker.text)).toEqual([
      'a job title',
      'a category',
      'a location',
      'a short preview',
      'an expiry date after today',
      'the maximum applications',
      'pay of at least $33.05 an hour',
      'a description',
      'the declaration ticked',
    ]);
    // At junior rates the least is the youngest band's, as the field's error says.
    const junior = { ...complete, pay: { ...complete.pay, amount: '12', juniorRates: true } };
    const short = postBlockers(junior, checkDraftPay(junior, minimumWageAnswer.rates, now), now);
    expect(short.map((blocker) => blocker.text)).toEqual(['pay of at least $12.16 an hour']);
  });

  it('adds a question only when every question has text', () => {
    expect(canAddQuestion([{ key: 'a', text: 'Why?' }])).toBe(true);
    expect(
      canAddQuestion([
        { key: 'a', text: 'Why?' },
        { key: 'b', text: ' ' },
      ]),
    ).toBe(false);
  });

  it('sends trimmed questions without empties, the date as YYYY-MM-DD and null coordinates when typed', () => {
    const body = listingRequest({
      ...complete,
      place: null,
      questions: [
        { key: 'a', text: '  Why us? ' },
        { key: 'b', text: '   ' },
      ],
    });
    expect(body).toMatchObject({
      expiry_date: '2026-11-24',
      max_applications: 10,
      latitude: null,
      longitude: null,
      questions: [{ text: 'Why us?' }],
      pay: {
        amount_cents: 3450,
        unit: 'hour',
        employment_type: 'casual',
        hours_min: 10,
        hours_max: 15,
        schedule: 'Sat and Sun mornings',
        junior_rates: false,
      },
    });
  });
});
