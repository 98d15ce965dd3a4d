import { describe, expect, it } from 'vitest';
import { checkMinimumPay, juniorMinimums, minimumHourlyCents, minimumWageOn } from './minimum-wage';
import { formatPay, hourlyCents } from './pay';

const casual = (cents: number, junior = false) => ({
  hourly_cents: cents,
  employment_type: 'casual' as const,
  junior_rates: junior,
});

describe('the minimum-wage table', () => {
  it('picks the rate in force on a date: each 1 July starts a new one', () => {
    expect(minimumWageOn('2024-06-30')).toBeUndefined();
    expect(minimumWageOn('2024-07-01')?.adultHourlyCents).toBe(2410);
    expect(minimumWageOn('2025-06-30')?.adultHourlyCents).toBe(2410);
    expect(minimumWageOn('2025-07-01')?.adultHourlyCents).toBe(2495);
    expect(minimumWageOn('2026-06-30')?.adultHourlyCents).toBe(2495);
    expect(minimumWageOn('2026-07-01')).toBeUndefined();
  });

  it('adds the 25% casual loading for casual and one-off work: $31.19 from 1 July 2025', () => {
    const period = minimumWageOn('2025-07-01');
    if (!period) throw new Error('no period');
    expect(minimumHourlyCents(period, 'casual')).toBe(3119);
    expect(minimumHourlyCents(period, 'one_off')).toBe(3119);
    expect(minimumHourlyCents(period, 'part_time')).toBe(2495);
    expect(minimumHourlyCents(period, 'fixed_term')).toBe(2495);
    expect(minimumHourlyCents(minimumWageOn('2024-07-01') ?? period, 'casual')).toBe(3013);
    expect(juniorMinimums(period, 'part_time').map((band) => band.hourlyCents)).toEqual([
      918, 1180, 1442, 1704, 2058, 2438,
    ]);
  });
});

describe('checkMinimumPay', () => {
  it('refuses a casual rate below $31.19 in 2025–26, naming the minimum, its date and source', () => {
    const refused = checkMinimumPay(casual(3118), '2025-11-01', '2025-12-31');
    expect(refused).toEqual({
      ok: false,
      minimumCents: 3119,
      detail:
        "Pay must be at least $31.19 an hour for casual work: the national minimum wage with the 25% casual loading from 1 July 2025, set by the Fair Work Commission's Annual Wage Review 2024–25. If junior rates apply, say so on the listing.",
    });
    expect(checkMinimumPay(casual(3119), '2025-11-01', '2025-12-31')).toEqual({ ok: true });
  });

  it('applies the rate of 1 July to a listing that runs past it', () => {
    expect(checkMinimumPay(casual(3050), '2025-06-01', '2025-06-30')).toEqual({ ok: true });
    const crossing = checkMinimumPay(casual(3050), '2025-06-01', '2025-07-15');
    expect(crossing).toMatchObject({ ok: false, minimumCents: 3119 });
  });

  it('with junior rates, accepts less than the adult minimum down to the under-16 band', () => {
    expect(checkMinimumPay(casual(1500, true), '2025-11-01', '2025-12-31')).toEqual({ ok: true });
    const refused = checkMinimumPay(casual(1147, true), '2025-11-01', '2025-12-31');
    expect(refused).toMatchObject({ ok: false, minimumCents: 1148 });
    if (!refused.ok) expect(refused.detail).toContain('36.8% of the national minimum wage');
  });

  it('warns when the table has no rate for the days a listing runs, checking the latest rate as a floor', () => {
    const unknown = checkMinimumPay(casual(3300), '2026-11-24', '2026-12-31');
    expect(unknown.ok).toBe(true);
    if (unknown.ok) {
      expect(unknown.warning).toBe(
        "The minimum wage from 1 July 2026 is not in our table yet, so this pay could not be checked for those days. Check it with Fair Work's pay calculator: https://calculate.fairwork.gov.au/",
      );
    }
    expect(checkMinimumPay(casual(2000), '2026-11-24', '2026-12-31')).toMatchObject({
      ok: false,
      minimumCents: 3119,
    });
    // Before the table starts there is nothing to check against: a warning only.
    expect(checkMinimumPay(casual(100), '2024-01-01', '2024-02-01')).toMatchObject({ ok: true });
    // Partly known: checked for the known days, warned for the rest.
    const partly = checkMinimumPay(casual(3200), '2026-06-01', '2026-07-31');
    expect(partly).toMatchObject({ ok: true });
    if (partly.ok) expect(partly.warning).toContain('1 July 2026');
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
