import { ApiError } from 'shared-kit';
import { describe, expect, it } from 'vitest';
import { loadFailureText } from '../failure-words';

describe('why a load failed, in words', () => {
  it('says the server failed for a 5xx, not the connection', () => {
    expect(loadFailureText(new ApiError(500, 'boom'), 'Nothing was lost.')).toBe(
      'Nothing was lost. The server failed to answer: try again in a moment.',
    );
    expect(loadFailureText(new ApiError(503, null))).toBe(
      'The server failed to answer: try again in a moment.',
    );
  });

  it('asks to check the connection only when no answer came', () => {
    expect(loadFailureText(new ApiError(0, null))).toBe('Check your connection and try again.');
    expect(loadFailureText(new TypeError('Failed to fetch'))).toBe(
      'Check your connection and try again.',
    );
    expect(loadFailureText(new ApiError(404, null))).toBe('Please try again.');
  });
});
