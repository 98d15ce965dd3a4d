import { describe, expect, it } from 'vitest';
import {
  applicableMinimum,
  bindingRate,
  checkMinimumPay,
  juniorMinimums,
  minimumHourlyCents,
  minimumStatement,
  rateOn,
} from './minimum-wage';
import { formatPay, hourlyCents } from './pay';
import { minimumWageAnswer } from '../testing/minimum-wage';

// The rules read the table the API serves (GET /system/minimum-wage); the remotes' test answer has
// its shape and its 2025–26 and 2026–27 periods.
const TABLE = minimumWageAnswer.rates;

const casual = (cents: number, junior = false) => ({
  hourly_cents: cents,
  employment_type: 'casual' as const,
  junior_rates: junior,
});

describe('the rate in force', () => {
  it('is the period holding the day; past the end, the latest; before the start, none', () => {
    expect(rateOn(TABLE, '2025-06-30')).toBeUndefined();
    expect(rateOn(TABLE, '2025-07-01')?.adult_hourly_cents).toBe(2495);
    expect(rateOn(TABLE, '2026-06-30')?.adult_hourly_cents).toBe(2495);
    expect(rateOn(TABLE, '2026-07-01')?.adult_hourly_cents).toBe(2644);
    expect(rateOn(TABLE, '2028-01-01')?.adult_hourly_cents).toBe(2644);
  });

  it("over a listing's days is the highest: one that runs past 1 July pays the new rate", () => {
    expect(bindingRate(TABLE, '2026-06-01', '2026-06-30')?.adult_hourly_cents).toBe(2495);
    expect(bindingRate(TABLE, '2026-06-01', '2026-07-01')?.adult_hourly_cents).toBe(2644);
    expect(bindingRate(TABLE, '2027-05-01', '2027-09-30')?.adult_hourly_cents).toBe(2644);
    expect(bindingRate(TABLE, '2024-01-01', '2024-02-01')).toBeUndefined();
  });

  it('adds the 25% casual loading to casual and one-off work: $33.05 from 1 July 2026', () => {
    const current = rateOn(TABLE, '2026-11-25');
    if (!current) throw new Error('no rate');
    expect(minimumHourlyCents(current, 'casual')).toBe(3305);
    expect(minimumHourlyCents(current, 'one_off')).toBe(3305);
    expect(minimumHourlyCents(current, 'part_time')).toBe(2644);
    expect(minimumHourlyCents(current, 'fixed_term')).toBe(2644);
    expect(juniorMinimums(current, 'part_time').map((band) => band.hourlyCents)).toEqual([
      973, 1251, 1528, 1806, 2181, 2583,
    ]);
  });
});

describe('checkMinimumPay', () => {
  it('refuses casual $33.04 on 25 Nov 2026, naming $33.05, its date and source; takes $33.05', () => {
    expect(checkMinimumPay(TABLE, casual(3304), '2026-11-25', '2026-12-31')).toEqual({
      ok: false,
      minimumCents: 3305,
      detail:
        "Pay must be at least $33.05 an hour for casual work: the national minimum wage with the 25% casual loading from 1 July 2026, set by the Fair Work Commission's Annual Wage Review 2025–26. If junior rates apply, say so on the listing.",
    });
    expect(checkMinimumPay(TABLE, casual(3305), '2026-11-25', '2026-12-31')).toEqual({ ok: true });
  });

  it('refuses part-time $26.43 and takes $26.44', () => {
    const partTime = (cents: number) => ({
      ...casual(cents),
      employment_type: 'part_time' as const,
    });
    expect(checkMinimumPay(TABLE, partTime(2643), '2026-11-25', '2026-12-31')).toMatchObject({
      ok: false,
      minimumCents: 2644,
    });
    expect(checkMinimumPay(TABLE, partTime(2644), '2026-11-25', '2026-12-31')).toEqual({
      ok: true,
    });
  });

  it('holds a listing that runs past the table to its latest rate, with no warning', () => {
    expect(checkMinimumPay(TABLE, casual(3304), '2027-06-01', '2027-08-31')).toMatchObject({
      ok: false,
      minimumCents: 3305,
    });
    expect(checkMinimumPay(TABLE, casual(3305), '2027-06-01', '2027-08-31')).toEqual({ ok: true });
  });

  it('with junior rates, accepts less than the adult minimum down to the under-16 band', () => {
    expect(checkMinimumPay(TABLE, casual(1500, true), '2026-11-25', '2026-12-31')).toEqual({
      ok: true,
    });
    const refused = checkMinimumPay(TABLE, casual(1215, true), '2026-11-25', '2026-12-31');
    expect(refused).toEqual({
      ok: false,
      minimumCents: 1216,
      detail:
        "Pay must be at least $12.16 an hour for casual work even at junior rates: 36.8% of the national minimum wage with the 25% casual loading from 1 July 2026, set by the Fair Work Commission's Annual Wage Review 2025–26, for the youngest workers (under 16).",
    });
  });

  it('checks nothing before the table starts', () => {
    expect(checkMinimumPay(TABLE, casual(100), '2024-01-01', '2024-02-01')).toEqual({ ok: true });
  });

  it('words the minimum the same way for the confirm dialog', () => {
    const minimum = applicableMinimum(TABLE, 'casual', '2026-11-25', '2026-12-31');
    if (!minimum) throw new Error('no minimum');
    expect(minimumStatement('casual', minimum)).toBe(
      "The minimum for casual work is $33.05 an hour: the national minimum wage with the 25% casual loading from 1 July 2026, set by the Fair Work Commission's Annual Wage Review 2025–26.",
    );
  });
});

describe('pay', () => {
  it('reads as one line', () => {
    const base = { schedule: '', junior_rates: false };
    expect(
      formatPay({
        ...base,
        amount_cents: 3250,
        unit: 'hour',
        employment_type: 'casual',
        hours_min: 10,
        hours_max: 15,
      }),
    ).toBe('$32.50/h casual · 10–15 h/week');
    expect(
      formatPay({
        ...base,
        amount_cents: 20000,
        unit: 'gig',
        employment_type: 'one_off',
        hours_min: 6,
        hours_max: 6,
      }),
    ).toBe('$200 one-off gig · 6 h');
    expect(
      formatPay({
        ...base,
        amount_cents: 2600,
        unit: 'hour',
        employment_type: 'part_time',
        hours_min: 20,
        hours_max: 20,
      }),
    ).toBe('$26/h part-time · 20 h/week');
  });

  it('spreads a fixed amount over the most hours it may take', () => {
    expect(hourlyCents({ amount_cents: 20000, unit: 'gig', hours_max: 6 })).toBe(3333);
    expect(hourlyCents({ amount_cents: 3250, unit: 'hour', hours_max: 15 })).toBe(3250);
  });
});
