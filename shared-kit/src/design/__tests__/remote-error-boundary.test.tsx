import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from '../data-table';
import { RemoteErrorBoundary } from '../remote-error-boundary';
import { StatusBadge } from '../status-badge';
import { renderWithTheme } from './render-with-theme';

afterEach(cleanup);

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error('remote failed');
  return <p>Loaded</p>;
}

describe('RemoteErrorBoundary', () => {
  it('shows an alert with Retry, and Retry renders the children again', () => {
    const onError = vi.fn();
    // React reports caught render errors on the console; keep the test output clean.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    shouldThrow = true;
    renderWithTheme(
      <RemoteErrorBoundary onError={onError}>
        <Flaky />
      </RemoteErrorBoundary>,
    );

    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    expect(onError).toHaveBeenCalled();

    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Loaded')).toBeTruthy();
    quiet.mockRestore();
  });
});

describe('DataTable', () => {
  const rows = [
    { id: 1, title: 'Barista', status: 'submitted' as const },
    { id: 2, title: 'Usher', status: 'withdrawn' as const },
  ];

  it('renders a captioned table with a status badge that spells the status', () => {
    renderWithTheme(
      <DataTable
        caption="My Job Applications"
        rows={rows}
        getRowKey={(row) => row.id}
        columns={[
          { header: 'Job Name', cell: (row) => row.title },
          { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
        ]}
        renderCard={(row) => row.title}
      />,
    );
    expect(screen.getByRole('table', { name: 'My Job Applications' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeTruthy();
    expect(screen.getByText('Withdrawn')).toBeTruthy();
  });

  it('shows the empty text when there are no rows', () => {
    renderWithTheme(
      <DataTable
        caption="Apps"
        rows={[]}
        getRowKey={() => 0}
        columns={[]}
        renderCard={() => null}
        emptyText="No more applications."
      />,
    );
    expect(screen.getByText('No more applications.')).toBeTruthy();
  });
});
