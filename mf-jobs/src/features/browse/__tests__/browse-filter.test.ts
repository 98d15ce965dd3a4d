import { describe, expect, it } from 'vitest';
import { minPayFromSearch, minPayOptions, withMinPay } from '../browse-filter';

const search = (text: string) => new URLSearchParams(text);

describe('the minimum pay in the URL', () => {
  it('reads dollars an hour as cents, and ignores what is not an amount', () => {
    expect(minPayFromSearch(search('min_pay=35'))).toBe(3500);
    expect(minPayFromSearch(search('min_pay=32.5'))).toBe(3250);
    expect(minPayFromSearch(search(''))).toBeNull();
    expect(minPayFromSearch(search('min_pay=0'))).toBeNull();
    expect(minPayFromSearch(search('min_pay=-5'))).toBeNull();
    expect(minPayFromSearch(search('min_pay=lots'))).toBeNull();
    expect(minPayFromSearch(search('min_pay=20000'))).toBeNull();
  });

  it('writes it in dollars and keeps the other parameters', () => {
    expect(withMinPay(search('a=1'), 3500).toString()).toBe('a=1&min_pay=35');
    expect(withMinPay(search('min_pay=35&a=1'), 3250).toString()).toBe('min_pay=32.5&a=1');
    expect(withMinPay(search('min_pay=35&a=1'), null).toString()).toBe('a=1');
  });

  it('offers Any pay and the usual minimums, plus one from a shared link', () => {
    expect(minPayOptions(null).map((o) => o.label)).toEqual([
      'Any pay',
      '$30+/h',
      '$32+/h',
      '$35+/h',
      '$40+/h',
    ]);
    expect(minPayOptions(3350).map((o) => o.label)).toContain('$33.50+/h');
    expect(minPayOptions(3500)).toHaveLength(5);
  });
});
