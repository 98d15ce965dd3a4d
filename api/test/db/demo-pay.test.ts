// The demo marketplace never shows an ad the checks would refuse: every demo listing has a pay the
// contract accepts and that reaches the legal minimum (2025–26 rates).
import { checkMinimumPay, hourlyCents, listingPayInput } from 'shared-kit/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_LISTINGS } from '../../src/db/demo-data';
import { demoPay } from '../../src/db/demo-pay';

describe('demo pay', () => {
  it.each(DEMO_LISTINGS.map((listing) => [listing.title]))('%s', (title) => {
    const pay = demoPay(title);
    expect(listingPayInput.safeParse(pay).success).toBe(true);
    const check = checkMinimumPay(
      { ...pay, hourly_cents: hourlyCents(pay) },
      '2026-01-15',
      '2026-03-31',
    );
    expect(check).toEqual({ ok: true });
  });
});
