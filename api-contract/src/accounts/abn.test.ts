import { describe, expect, it } from 'vitest';
import { abnChecksumValid, abnInput, abnLookupUrl, abnMessages, formatAbn } from './abn';

const issues = (value: string) =>
  abnInput.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('the ABN rule (ATO modulus 89)', () => {
  it('accepts the ATO’s worked example and refuses a digit changed or two swapped', () => {
    // The example the ATO publishes: 51 824 753 556 (sum 534 = 6 × 89).
    expect(abnChecksumValid('51824753556')).toBe(true);
    expect(abnChecksumValid('51824753557')).toBe(false);
    expect(abnChecksumValid('15824753556')).toBe(false);
    expect(abnChecksumValid('5182475355')).toBe(false);
    expect(abnChecksumValid('5182475355a')).toBe(false);
  });

  it('takes spaces as typed, keeps the digits, and reads an empty box as none', () => {
    expect(abnInput.parse(' 51 824 753 556 ')).toBe('51824753556');
    expect(abnInput.parse('')).toBe('');
  });

  it('says what is wrong: the shape, or the digits', () => {
    expect(issues('51 824 753 55')).toEqual([abnMessages.format]);
    expect(issues('51-824-753-556')).toEqual([abnMessages.format]);
    expect(issues('51 824 753 557')).toEqual([abnMessages.checksum]);
  });

  it('writes an ABN as the register does, and links to its public record', () => {
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
    expect(abnLookupUrl('51824753556')).toBe(
      'https://abr.business.gov.au/ABN/View?abn=51824753556',
    );
  });
});
