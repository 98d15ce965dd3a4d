import type { JobsByCategoryResponse } from 'api-contract/listings';
import { describe, expect, it } from 'vitest';
import { jobCard } from '../../../testing/job-card';
import { resultsOf } from '../hooks/use-search-outcome';

const page = (jobs: number, has_more = false): JobsByCategoryResponse => ({
  jobs: Array.from({ length: jobs }, (_, i) => jobCard(i + 1)),
  has_more,
});

describe('what the category sections found', () => {
  it('is loading until the categories are known or while a section loads with nothing found yet', () => {
    expect(resultsOf([]).outcome).toBe('loading');
    expect(
      resultsOf([
        { code: 'HOSP', status: 'pending', pages: [] },
        { code: 'RETL', status: 'success', pages: [page(0)] },
      ]),
    ).toEqual({ outcome: 'loading', shown: 0, more: false, moreIn: [], empty: ['RETL'] });
  });

  it('counts the jobs shown over every page and category, and says when a category holds more', () => {
    expect(
      resultsOf([
        { code: 'HOSP', status: 'success', pages: [page(6, true), page(2, true)] },
        { code: 'RETL', status: 'success', pages: [page(3)] },
        { code: 'EVNT', status: 'success', pages: [page(0)] },
        { code: 'OFFC', status: 'pending', pages: [] },
      ]),
    ).toEqual({ outcome: 'some', shown: 11, more: true, moreIn: ['HOSP'], empty: ['EVNT'] });
    expect(resultsOf([{ code: 'RETL', status: 'success', pages: [page(3)] }]).more).toBe(false);
  });

  it('never calls a failed category empty: nothing found beside a failure is a failure', () => {
    expect(
      resultsOf([
        { code: 'HOSP', status: 'error', pages: [] },
        { code: 'RETL', status: 'success', pages: [page(0)] },
      ]),
    ).toEqual({ outcome: 'failed', shown: 0, more: false, moreIn: [], empty: ['RETL'] });
    // A failed More keeps the jobs already shown.
    expect(resultsOf([{ code: 'HOSP', status: 'error', pages: [page(6, true)] }])).toEqual({
      outcome: 'some',
      shown: 6,
      more: true,
      moreIn: ['HOSP'],
      empty: [],
    });
  });

  it('is none when every category loaded and found nothing', () => {
    expect(
      resultsOf([
        { code: 'HOSP', status: 'success', pages: [page(0)] },
        { code: 'RETL', status: 'success', pages: [page(0)] },
      ]).outcome,
    ).toBe('none');
  });
});
