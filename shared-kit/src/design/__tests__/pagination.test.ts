import { describe, expect, it } from 'vitest';
import { pageCount, pageText, paginationItems, rangeText } from '../pagination';

describe('paginationItems', () => {
  it('shows two pages either side of a middle page, first and last, and ellipses over gaps', () => {
    expect(paginationItems(6, 20)).toEqual([1, 'ellipsis', 4, 5, 6, 7, 8, 'ellipsis', 20]);
  });

  it('starts at the first page without a leading ellipsis', () => {
    expect(paginationItems(1, 20)).toEqual([1, 2, 3, 'ellipsis', 20]);
    expect(paginationItems(3, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20]);
    expect(paginationItems(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis', 20]);
  });

  it('puts an ellipsis wherever a page is skipped, even a single one', () => {
    expect(paginationItems(5, 20)).toEqual([1, 'ellipsis', 3, 4, 5, 6, 7, 'ellipsis', 20]);
  });

  it('ends at the last page without a trailing ellipsis', () => {
    expect(paginationItems(20, 20)).toEqual([1, 'ellipsis', 18, 19, 20]);
    expect(paginationItems(17, 20)).toEqual([1, 'ellipsis', 15, 16, 17, 18, 19, 20]);
  });

  it('lists every page of a small total', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(2, 3)).toEqual([1, 2, 3]);
    expect(paginationItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows a single page for no items and clamps out-of-range pages', () => {
    expect(paginationItems(1, 0)).toEqual([1]);
    expect(paginationItems(9, 3)).toEqual([1, 2, 3]);
    expect(paginationItems(0, 3)).toEqual([1, 2, 3]);
  });
});

describe('pageCount', () => {
  it('rounds up and is at least one', () => {
    expect(pageCount(23, 5)).toBe(5);
    expect(pageCount(25, 5)).toBe(5);
    expect(pageCount(0, 5)).toBe(1);
  });
});

describe('rangeText', () => {
  it('names the items on the page with an en dash', () => {
    expect(rangeText(1, 5, 23)).toBe('Showing 1–5 of 23');
    expect(rangeText(2, 5, 23)).toBe('Showing 6–10 of 23');
    expect(rangeText(5, 5, 23)).toBe('Showing 21–23 of 23');
  });

  it('reads zero for an empty list', () => {
    expect(rangeText(1, 5, 0)).toBe('Showing 0–0 of 0');
  });
});

describe('pageText', () => {
  it('names the page and the page count', () => {
    expect(pageText(2, 5)).toBe('Page 2 of 5');
  });

  it('never reads less than page 1 of 1', () => {
    expect(pageText(1, 0)).toBe('Page 1 of 1');
    expect(pageText(0, 0)).toBe('Page 1 of 1');
  });
});
