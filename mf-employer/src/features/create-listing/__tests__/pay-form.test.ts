import { minimumWageAnswer } from 'shared-kit/testing';
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
  amount: '34.50',
  hoursFrom: '10',
  hoursTo: '15',
};

// The API's table: from 1 July 2026 $26.44 an hour, $33.05 with the casual loading.
const RATES = minimumWageAnswer.rates;
const TODAY = { today: '2026-11-25', expiry: '2026-12-20' };
const check = (pay: PayDraft, expiry: string | null = TODAY.expiry) =>
  checkPay(pay, RATES, TODAY.today, expiry);

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
    const errors = (patch: Partial<PayDraft>) => check({ ...casual, ...patch }).errors;
    expect(errors({ amount: 'lots' }).amount).toBe(
      'Enter the pay in dollars and cents, more than $0.',
    );
    expect(errors({ amount: '0' }).amount).toBe(
      'Enter the pay in dollars and cents, more than $0.',
    );
    expect(errors({ hoursFrom: '7.25' }).hoursFrom).toBe(
      'Hours must be between 0.5 and 80, in half hours.',
    );
    expect(errors({ hoursTo: '81' }).hoursTo).toBe(
      'Hours must be between 0.5 and 80, in half hours.',
    );
    expect(errors({ hoursTo: '8' }).hoursTo).toBe(
      'The most hours must not be fewer than the fewest.',
    );
    expect(errors({ employmentType: '' }).employmentType).toBe('Choose the type of work.');
  });

  it('shows a field’s error only once something is typed in it', () => {
    const empty = { ...emptyPay(), employmentType: 'casual' as const };
    expect(visiblePayErrors(empty, check(empty, null))).toEqual({});
  });
});

describe('the legal minimum, before posting', () => {
  it('refuses casual $33.04 with the minimum, its date and its source, as the API words it', () => {
    const refused = check({ ...casual, amount: '33.04' });
    expect(refused.pay).toBeUndefined();
    expect(refused.refusal).toBe(
      "Pay must be at least $33.05 an hour for casual work: the national minimum wage with the 25% casual loading from 1 July 2026, set by the Fair Work Commission's Annual Wage Review 2025–26. If junior rates apply, say so on the listing.",
    );
    expect(visiblePayErrors({ ...casual, amount: '33.04' }, refused).amount).toBe(refused.refusal);
    expect(check({ ...casual, amount: '33.05' })).toMatchObject({
      pay: { amount_cents: 3305 },
      minimum: { hourlyCents: 3305 },
    });
  });

  it('judges an hourly rate as soon as it and the type are given, before any hours', () => {
    const noHours = { ...casual, amount: '25', hoursFrom: '', hoursTo: '' };
    const judged = check(noHours);
    expect(judged.refusal).toMatch(/^Pay must be at least \$33\.05 an hour for casual work/);
    expect(visiblePayErrors(noHours, judged)).toEqual({ amount: judged.refusal });
    // No type yet: nothing to judge by.
    expect(check({ ...noHours, employmentType: '' }).refusal).toBeUndefined();
  });

  it('holds part-time to $26.44 (no casual loading)', () => {
    const partTime = { ...casual, employmentType: 'part_time' as const };
    expect(check({ ...partTime, amount: '26.43' }).refusal).toMatch(
      /^Pay must be at least \$26\.44/,
    );
    expect(check({ ...partTime, amount: '26.44' }).pay).toBeDefined();
  });

  it('takes a rate below the adult minimum when junior rates apply, down to the lowest band', () => {
    const junior = { ...casual, amount: '20', juniorRates: true };
    expect(check(junior).pay).toBeDefined();
    expect(check({ ...junior, amount: '12' }).refusal).toMatch(
      /^Pay must be at least \$12\.16 an hour for casual work even at junior rates/,
    );
  });

  it('checks a fixed amount as spread over the most hours, once the hours are given', () => {
    const gig = {
      ...casual,
      employmentType: 'one_off' as const,
      unit: 'gig' as const,
      amount: '380',
      hoursFrom: '10',
      hoursTo: '12',
    };
    // $380 over 12 hours is $31.66 an hour: below the casual minimum.
    expect(check(gig).refusal).toMatch(/^Pay must be at least \$33\.05/);
    expect(check({ ...gig, hoursFrom: '', hoursTo: '' }).refusal).toBeUndefined();
    expect(check({ ...gig, amount: '420' }).pay).toBeDefined();
  });

  it("checks a listing running past the table's end against its latest rate, with no warning", () => {
    const late = checkPay({ ...casual, amount: '33.04' }, RATES, '2027-06-20', '2027-08-31');
    expect(late.refusal).toMatch(/^Pay must be at least \$33\.05/);
    expect(checkPay(casual, RATES, '2027-06-20', '2027-08-31')).not.toHaveProperty('warning');
  });

  it('leaves the minimum to the API until the table has loaded', () => {
    const unknown = checkPay({ ...casual, amount: '25' }, undefined, TODAY.today, TODAY.expiry);
    expect(unknown.refusal).toBeUndefined();
    expect(unknown.minimum).toBeUndefined();
    expect(unknown.pay).toMatchObject({ amount_cents: 2500 });
  });
});
