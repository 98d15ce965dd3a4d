/** One entry of a pagination control: a page number or a gap of skipped pages. */
export type PaginationItem = number | 'ellipsis';

/** Pages shown on each side of the current page. */
const SIBLINGS = 2;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** Number of pages for `total` items, at least 1 so an empty list still reads 'Page 1 of 1'. */
export function pageCount(total: number, pageSize: number): number {
  if (total <= 0 || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/**
 * Page buttons to show (SPEC section 9): up to two pages either side of `current`, the first and
 * last page always, and 'ellipsis' wherever pages are skipped.
 * `paginationItems(6, 20)` is `[1, 'ellipsis', 4, 5, 6, 7, 8, 'ellipsis', 20]`.
 */
export function paginationItems(current: number, totalPages: number): PaginationItem[] {
  const last = Math.max(1, Math.floor(totalPages));
  const page = clamp(Math.floor(current), 1, last);
  const start = Math.max(1, page - SIBLINGS);
  const end = Math.min(last, page + SIBLINGS);
  const items: PaginationItem[] = [];
  if (start > 1) items.push(1);
  if (start > 2) items.push('ellipsis');
  for (let n = start; n <= end; n += 1) items.push(n);
  if (end < last - 1) items.push('ellipsis');
  if (end < last) items.push(last);
  return items;
}

/** 'Showing 6–10 of 23' (en dash) for page 2 of 5 per page; 'Showing 0–0 of 0' when empty. */
export function rangeText(page: number, pageSize: number, total: number): string {
  if (total <= 0 || pageSize <= 0) return 'Showing 0–0 of 0';
  const current = clamp(Math.floor(page), 1, pageCount(total, pageSize));
  const from = (current - 1) * pageSize + 1;
  const to = Math.min(current * pageSize, total);
  return `Showing ${from}–${to} of ${total}`;
}

/** 'Page 2 of 5'; never less than 'Page 1 of 1'. */
export function pageText(page: number, totalPages: number): string {
  const last = Math.max(1, Math.floor(totalPages));
  return `Page ${clamp(Math.floor(page), 1, last)} of ${last}`;
}
