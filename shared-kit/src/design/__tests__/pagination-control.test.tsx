import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination } from '../pagination-control';
import { renderWithTheme } from './render-with-theme';

afterEach(cleanup);

describe('Pagination', () => {
  it('marks the current page, shows both texts and moves pages', () => {
    const onPageChange = vi.fn();
    renderWithTheme(<Pagination page={2} pageSize={5} total={23} onPageChange={onPageChange} />);

    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByText('Showing 6–10 of 23')).toBeTruthy();
    expect(screen.getByText('Page 2 of 5')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onPageChange.mock.calls).toEqual([[3], [4]]);
  });

  it('disables Previous on the first page and Next on the last', () => {
    renderWithTheme(<Pagination page={1} pageSize={5} total={3} onPageChange={() => {}} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
  });
});
