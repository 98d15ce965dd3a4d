// The demo marketplace never shows an ad the checks would refuse: every demo listing has a pay the
// contract accepts and that reaches the legal minimum of the day the tests run, over every day it
// runs (the seed makes its expiry that many days from today).
import { checkMinimumPay, hourlyCents, listingPayInput } from 'api-contract';
import { describe, expect, it } from 'vitest';
import { DEMO_LISTINGS } from '../../seed/demo-data';
import { demoPay } from '../../seed/demo-pay';
import { DAY_MS } from '../../src/plugins/time/clock';
import { marketToday } from '../../src/plugins/time/dates';
import { MINIMUM_WAGE_TABLE } from '../../src/listings/minimum-wage/table';

describe('demo pay', () => {
  const now = new Date();
  const today = marketToday(now);
  it.each(DEMO_LISTINGS.map((listing) => [listing.title, listing.expiresInDays]))(
    '%s',
    (title, expiresInDays) => {
      const pay = demoPay(title);
      expect(listingPayInput.safeParse(pay).success).toBe(true);
      const expiry = marketToday(new Date(now.getTime() + expiresInDays * DAY_MS));
      const check = checkMinimumPay(
        MINIMUM_WAGE_TABLE.rates,
        { ...pay, hourly_cents: hourlyCents(pay) },
        today,
        expiry,
      );
      expect(check, `${title}, ${today} to ${expiry}`).toEqual({ ok: true });
    },
  );
});
