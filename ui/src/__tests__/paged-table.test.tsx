import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PagedTable, type PagedList } from '../paged-table';
import { renderThemed } from './render-themed';

interface Row {
  id: string;
  name: string;
}

const ROWS: Row[] = [
  { id: 'a', name: 'Apples' },
  { id: 'b', name: 'Pears' },
];

function Rows({
  total,
  failed = false,
  onRetry = () => {},
}: {
  total: number;
  failed?: boolean;
  onRetry?: () => void;
}) {
  const [page, setPage] = useState(1);
  const list: PagedList<Row> = {
    rows: failed ? [] : ROWS,
    total,
    page,
    setPage,
    loading: false,
    failed,
    error: failed ? new Error('offline') : null,
    retry: onRetry,
  };
  return (
    <>
      <PagedTable
        list={list}
        pageSize={2}
        caption="Fruit"
        columns={[{ header: 'Name', cell: (row: Row) => row.name }]}
        getRowKey={(row) => row.id}
        renderCard={(row) => row.name}
        emptyText="No fruit."
        failureMessage="The fruit could not be loaded."
        logMessage="Loading the fruit failed"
      />
      <output>page {page}</output>
    </>
  );
}

afterEach(cleanup);

describe('PagedTable', () => {
  it('shows the rows without page numbers when they fit on one page', () => {
    renderThemed(<Rows total={2} />);
    expect(screen.getByRole('table', { name: 'Fruit' })).toBeTruthy();
    expect(screen.getByText('Pears')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('offers the page numbers once there is more than a page, and turns the page', () => {
    renderThemed(<Rows total={5} />);
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(pages).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByRole('status').textContent).toBe('page 3');
  });

  it('says the page could not be loaded, never that the list is empty, and retries', () => {
    let retried = 0;
    renderThemed(<Rows total={0} failed onRetry={() => (retried += 1)} />);
    expect(screen.getByText('The fruit could not be loaded.')).toBeTruthy();
    expect(screen.queryByText('No fruit.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retried).toBe(1);
  });
});
