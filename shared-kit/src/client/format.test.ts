import { describe, expect, it } from 'vitest';
import { ApiError, ApiResponseError } from './api-error';
import { formatDate, isValidEmail, sydneyToday } from './format';
import { shouldRetry } from './query-client';

describe('formatDate', () => {
  it('shows short month, day, year', () => {
    expect(formatDate('2025-08-28')).toBe('Aug 28, 2025');
    expect(formatDate('2025-01-05')).toBe('Jan 5, 2025');
    expect(formatDate(new Date(2025, 7, 28, 12))).toBe('Aug 28, 2025');
    expect(formatDate('2025-08-28T12:00:00')).toBe('Aug 28, 2025');
  });
  it('handles empty and invalid input', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('not a date');
  });
});

describe('isValidEmail', () => {
  it.each(['a@b.co', 'first.last@uni.edu.au', ' x@y.org '])('accepts %j', (v) =>
    expect(isValidEmail(v)).toBe(true),
  );
  it.each(['', 'a@b.c', 'a@b', 'ab.co', 'a b@c.co', 'a@@b.co', '@b.co'])('rejects %j', (v) =>
    expect(isValidEmail(v)).toBe(false),
  );
});

describe('query retry', () => {
  it('retries once, never on 4xx or a contract mismatch', () => {
    expect(shouldRetry(0, new ApiError(500, null))).toBe(true);
    expect(shouldRetry(1, new ApiError(500, null))).toBe(false);
    expect(shouldRetry(0, new ApiError(0, null))).toBe(true);
    expect(shouldRetry(0, new ApiError(404, 'Not found'))).toBe(false);
    expect(shouldRetry(0, new ApiResponseError(200, [], {}))).toBe(false);
    expect(shouldRetry(0, new Error('x'))).toBe(true);
  });
});

describe('sydneyToday', () => {
  it("is Sydney's date: 1 pm UTC on 23 November is already the 24th there (AEDT)", () => {
    expect(sydneyToday(new Date('2026-11-23T12:59:00Z'))).toBe('2026-11-23');
    expect(sydneyToday(new Date('2026-11-23T13:00:00Z'))).toBe('2026-11-24');
  });
});
