import { describe, expect, it } from 'vitest';
import {
  businessAddress,
  businessContactMessages as m,
  businessPhoneInput,
  businessWebsiteInput,
  formatAuPhone,
  formatBusinessAddress,
} from './business-contact';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('business address', () => {
  it('takes a suburb, state and the state’s postcode; the street is optional', () => {
    const parsed = businessAddress.parse({
      street: ' 12 King St ',
      suburb: 'Newtown',
      state: 'NSW',
      postcode: '2042',
    });
    expect(formatBusinessAddress(parsed)).toBe('12 King St, Newtown NSW 2042');
    expect(
      formatBusinessAddress({ street: '', suburb: 'Braddon', state: 'ACT', postcode: '2612' }),
    ).toBe('Braddon ACT 2612');
  });

  it.each([
    [{ suburb: 'Newtown', state: 'NSW', postcode: '204' }, m.postcode],
    [{ suburb: 'Newtown', state: 'NSW', postcode: '3000' }, m.postcodeState],
    [{ suburb: 'Darwin', state: 'NT', postcode: '0800' }, null],
    [{ suburb: 'Nowhere', state: 'XX', postcode: '2000' }, m.state],
    [{ suburb: '  ', state: 'VIC', postcode: '3000' }, m.suburb],
  ])('%o → %s', (address, message) => {
    expect(firstMessage(businessAddress.safeParse({ street: '', ...address }))).toBe(message);
  });
});

describe('business website', () => {
  it.each([
    ['', ''],
    ['example.com.au', 'https://example.com.au/'],
    [' https://harbourlane.cafe/menu ', 'https://harbourlane.cafe/menu'],
  ])('%s is kept as %s', (typed, kept) => {
    expect(businessWebsiteInput.parse(typed)).toBe(kept);
  });

  it.each([
    ['javascript:alert(1)', m.websiteHttps],
    ['http://example.com', m.websiteHttps],
    ['data:text/html,hi', m.websiteHttps],
    ['https://user:pw@example.com', m.website],
    ['https://localhost', m.website],
    ['not a site', m.website],
    ['https://wa.me/61412345678', m.websiteChat],
    ['t.me/harbourlane', m.websiteChat],
  ])('%s is refused', (typed, message) => {
    expect(firstMessage(businessWebsiteInput.safeParse(typed))).toBe(message);
  });
});

describe('business phone', () => {
  it.each([
    ['(02) 9876 5432', '0298765432', '02 9876 5432'],
    ['+61 412 345 678', '0412345678', '0412 345 678'],
    ['1300-123-456', '1300123456', '1300 123 456'],
    ['13 12 34', '131234', '13 12 34'],
  ])('%s is kept as its digits', (typed, digits, shown) => {
    expect(businessPhoneInput.parse(typed)).toBe(digits);
    expect(formatAuPhone(digits)).toBe(shown);
  });

  it.each(['12345', '+1 415 555 0100', '0912345678', 'call me'])('%s is refused', (typed) => {
    expect(firstMessage(businessPhoneInput.safeParse(typed))).toBe(m.phone);
  });
});
