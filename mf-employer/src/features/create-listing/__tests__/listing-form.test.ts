import { describe, expect, it } from 'vitest';
import {
  canAddQuestion,
  canPost,
  digitsOnly,
  emptyListing,
  isValidExpiry,
  listingRequest,
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
    amount: '32.50',
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

  it('takes an expiry only from tomorrow on', () => {
    expect(isValidExpiry(new Date(2026, 10, 23), now)).toBe(false);
    expect(isValidExpiry(new Date(2026, 10, 24), now)).toBe(true);
    expect(isValidExpiry(null, now)).toBe(false);
  });

  it('enables Post Job only when everything required is there and declared', () => {
    expect(canPost(complete, now)).toBe(true);
    expect(canPost({ ...complete, title: '   ' }, now)).toBe(false);
    expect(canPost({ ...complete, description: '' }, now)).toBe(false);
    expect(canPost({ ...complete, maxApplications: '0' }, now)).toBe(false);
    expect(canPost({ ...complete, declared: false }, now)).toBe(false);
    expect(canPost({ ...complete, expiry: new Date(2026, 10, 23) }, now)).toBe(false);
  });

  it('enables Post Job only when the pay is valid and at least the legal minimum', () => {
    expect(canPost({ ...complete, pay: { ...complete.pay, amount: '' } }, now)).toBe(false);
    expect(canPost({ ...complete, pay: { ...complete.pay, employmentType: '' } }, now)).toBe(false);
    expect(canPost({ ...complete, pay: { ...complete.pay, amount: '25' } }, now)).toBe(false);
    expect(canPost({ ...complete, pay: { ...complete.pay, hoursTo: '8' } }, now)).toBe(false);
    expect(canPost({ ...complete, pay: { ...complete.pay, hoursFrom: '' } }, now)).toBe(false);
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
        amount_cents: 3250,
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
