// Which driver failures count as "the database is away for now" (503) and which are real errors.
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from '../../src/db/errors';

/** The shape drizzle gives a driver error: a wrapper with the original as `cause`. */
function wrapped(cause: object): Error {
  return Object.assign(new Error('Failed query: select 1'), { cause });
}

describe('isDatabaseUnavailable', () => {
  it.each([
    ['an admin shutdown (57P01)', { code: '57P01', message: 'terminating connection' }],
    [
      'a server starting up (57P03)',
      { code: '57P03', message: 'the database system is starting up' },
    ],
    ['a connection exception (08006)', { code: '08006', message: 'connection failure' }],
    ['a refused socket', { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5440' }],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
  ])('is true for %s, however deeply wrapped', (_name, cause) => {
    expect(isDatabaseUnavailable(cause)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(cause))).toBe(true);
  });

  it.each([
    ['a unique violation', { code: '23505', message: 'duplicate key' }],
    ['a syntax error', { code: '42601', message: 'syntax error' }],
    ['a plain bug', new TypeError('x is undefined')],
    ['not an error at all', 'text'],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(wrapped(error as object))).toBe(false);
  });

  it('leaves constraint checks alone', () => {
    expect(isUniqueViolation(wrapped({ code: '23505' }))).toBe(true);
    expect(isUniqueViolation(wrapped({ code: '57P01' }))).toBe(false);
  });
});
