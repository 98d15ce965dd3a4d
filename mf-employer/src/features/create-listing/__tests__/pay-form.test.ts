import { describe, expect, it } from 'vitest';
import {
  checkPay,
  dollarsToCents,
  emptyPay,
  parseHours,
  payRequest,
  visiblePayErrors,
  withEmploymentType,
  type PayDraft,
} from '../pay-form';

const casual: PayDraft = {
  ...emptyPay(),
  employmentType: 'casual',
  amount: '32.50',
  hoursFrom: '10',
  hoursTo: '15',
};

// The table's rate from 1 July 2025: $24.95 an hour, $31.19 with the casual loading.
const IN_TABLE = { today: '2026-02-02', expiry: '2026-03-01' };
// Today (Nov 2026) is past the table's last day (30 June 2026): its latest rate is the floor.
const PAST_TABLE = { today: '2026-11-24', expiry: '2026-12-08' };

describe('the pay as typed', () => {
  it('turns dollars and cents into cents, and anything else into NaN', () => {
    expect(dollarsToCents('32.50')).toBe(3250);
    expect(dollarsToCents('32.5')).toBe(3250);
    expect(dollarsToCents('$32')).toBe(3200);
    expect(dollarsToCents(' 31.19 ')).toBe(3119);
    expect(dollarsToCents('1,200')).toBe(120000);
    expect(dollarsToCents('0.07')).toBe(7);
    expect(dollarsToCents('32.505')).toBeNaN();
    expect(dollarsToCents('12,00')).toBeNaN();
    expect(dollarsToCents('thirty')).toBeNaN();
    expect(dollarsToCents('')).toBeNaN();
  });

  it('reads hours as numbers, and sends one number as from = to', () => {
    expect(parseHours('7.5')).toBe(7.5);
    expect(parseHours(' 10 ')).toBe(10);
    expect(parseHours('ten')).toBeNaN();
    expect(payRequest({ ...casual, hoursTo: '' })).toMatchObject({ hours_min: 10, hours_max: 10 });
    expect(payRequest({ ...casual, schedule: '  Weekends ' }).schedule).toBe('Weekends');
  });

  it('offers a fixed amount only on a one-off gig, and drops it when the type changes', () => {
    const gig = { ...withEmploymentType(casual, 'one_off'), unit: 'gig' as const, amount: '420' };
    expect(payRequest(gig)).toMatchObject({ unit: 'gig', amount_cents: 42000 });
    expect(withEmploymentType(gig, 'casual').unit).toBe('hour');
    expect(payRequest({ ...gig, employmentType: 'casual' }).unit).toBe('hour');
  });

  it('says what is wrong in the contract’s words', () => {
    const check = (patch: Partial<PayDraft>) =>
      checkPay({ ...casual, ...patch }, IN_TABLE.today, IN_TABLE.expiry).errors;
    expect(check({ amount: 'lots' }).amount).toBe(
      'Enter the pay in dollars and cents, more than $0.',
    );
    expect(check({ amount: '0' }).amount).toBe('Enter the pay in dollars and cents, more than $0.');
    expect(check({ hoursFrom: '7.25' }).hoursFrom).toBe(
      'Hours must be between 0.5 and 80, in half hours.',
    );
    expect(check({ hoursTo: '81' }).hoursTo).toBe(
      'Hours must be between 0.5 and 80, in half hours.',
    );
    expect(check({ hoursTo: '8' }).hoursTo).toBe(
      'The most hours must not be fewer than the fewest.',
    );
    expect(check({ employmentType: '' }).employmentType).toBe('Choose the type of work.');
  });

  it('shows a field’s error only once something is typed in it', () => {
    const empty = { ...emptyPay(), employmentType: 'casual' as const };
    expect(visiblePayErrors(empty, checkPay(empty, IN_TABLE.today, null))).toEqual({});
  });
});

describe('the legal minimum, before posting', () => {
  it('refuses $25 an hour casual with the minimum, its date and its source', () => {
    const check = checkPay({ ...casual, amount: '25' }, IN_TABLE.today, IN_TABLE.expiry);
    expect(check.pay).toBeUndefined();
    expect(check.refusal).toBe(
      "Pay must be at least $31.19 an hour for casual work: the national minimum wage with the 25% casual loading from 1 July 2025, set by the Fair Work Commission's Annual Wage Review 2024–25. If junior rates apply, say so on the listing.",
    );
    expect(visiblePayErrors({ ...casual, amount: '25' }, check).amount).toBe(check.refusal);
  });

  it('takes $32.50 casual, and $25 part-time (no casual loading)', () => {
    expect(checkPay(casual, IN_TABLE.today, IN_TABLE.expiry)).toMatchObject({
      pay: { amount_cents: 3250 },
    });
    expect(checkPay(casual, IN_TABLE.today, IN_TABLE.expiry).warning).toBeUndefined();
    const partTime = { ...casual, employmentType: 'part_time' as const, amount: '25' };
    expect(checkPay(partTime, IN_TABLE.today, IN_TABLE.expiry).pay).toBeDefined();
  });

  it('takes a rate below the adult minimum when junior rates apply, down to the lowest band', () => {
    const junior = { ...casual, amount: '20', juniorRates: true };
    expect(checkPay(junior, IN_TABLE.today, IN_TABLE.expiry).pay).toBeDefined();
    expect(checkPay({ ...junior, amount: '10' }, IN_TABLE.today, IN_TABLE.expiry).refusal).toMatch(
      /^Pay must be at least \$11\.48 an hour for casual work even at junior rates/,
    );
  });

  it('checks a fixed amount as spread over the most hours', () => {
    const gig = {
      ...casual,
      employmentType: 'one_off' as const,
      unit: 'gig' as const,
      amount: '300',
      hoursFrom: '10',
      hoursTo: '12',
    };
    // $300 over 12 hours is $25 an hour: below the casual minimum.
    expect(checkPay(gig, IN_TABLE.today, IN_TABLE.expiry).refusal).toMatch(
      /^Pay must be at least \$31\.19/,
    );
    expect(checkPay({ ...gig, amount: '420' }, IN_TABLE.today, IN_TABLE.expiry).pay).toBeDefined();
  });

  it('warns, without refusing, for days the table has no rate for yet', () => {
    const check = checkPay(casual, PAST_TABLE.today, PAST_TABLE.expiry);
    expect(check.pay).toBeDefined();
    expect(check.warning).toMatch(/^The minimum wage from 1 July 2026 is not in our table yet/);
    // The latest known rate still holds as a floor.
    expect(
      checkPay({ ...casual, amount: '25' }, PAST_TABLE.today, PAST_TABLE.expiry).refusal,
    ).toMatch(/^Pay must be at least \$31\.19/);
  });
});
