import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from './layout';
import { Skeleton, SkeletonText } from './skeleton';
import { theme } from './theme';
import { useMediaQuery } from './use-media-query';

const Frame = styled.div`
  overflow-x: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Th = styled.th<{ $align: Align }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  text-align: ${({ $align }) => $align};
  white-space: nowrap;
`;

const Td = styled.td<{ $align: Align }>`
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  text-align: ${({ $align }) => $align};
  vertical-align: middle;
`;

const CardList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CardItem = styled.li`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

type Align = 'left' | 'center' | 'right';

/** One column of a {@link DataTable}. */
export interface DataTableColumn<T> {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Default 'left'. */
  align?: Align;
  /** The cell while loading, as tall as the real one; default one line of text. */
  placeholder?: ReactNode;
  /**
   * A fixed width (any CSS length) for a column whose content changes, such as a status, so the
   * columns do not jump when it does; the columns without one share the rest.
   */
  width?: string;
}

/** Props of {@link DataTable}. */
export interface DataTableProps<T> {
  /** Names the table for assistive technology (visually hidden). */
  caption: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  getRowKey: (row: T) => string | number;
  /** The row as a card, shown instead of the table at or below the mobile breakpoint. */
  renderCard: (row: T) => ReactNode;
  /** Content under a row (e.g. its applications), or null while collapsed. */
  renderExpanded?: (row: T) => ReactNode;
  /** Show `loadingRows` skeleton rows instead of the data. */
  loading?: boolean;
  /** Skeleton rows while loading, default 5 (one per page-size item). */
  loadingRows?: number;
  /** A card while loading, shaped like `renderCard`'s; default three lines of text. */
  cardPlaceholder?: ReactNode;
  /** Shown when there are no rows and nothing is loading. */
  emptyText?: ReactNode;
  /**
   * Shown instead of the rows when they could not be loaded (a {@link LoadFailure}), so a failure
   * never reads as `emptyText`.
   */
  failure?: ReactNode;
}

/** A table on wide screens and a list of cards on narrow ones. */
export function DataTable<T>(props: DataTableProps<T>) {
  const {
    caption,
    columns,
    rows,
    getRowKey,
    renderCard,
    renderExpanded,
    loading = false,
    loadingRows = 5,
    cardPlaceholder,
    emptyText,
    failure,
  } = props;
  const narrow = useMediaQuery(`(max-width: ${theme.breakpoints.mobile})`);
  const placeholders = Array.from({ length: loadingRows }, (_, index) => index);

  if (failure && !loading) return <>{failure}</>;
  if (!loading && rows.length === 0) return <Empty>{emptyText ?? 'Nothing to show.'}</Empty>;

  if (narrow) {
    return (
      <CardList aria-label={caption} aria-busy={loading || undefined}>
        {loading
          ? placeholders.map((index) => (
              <CardItem key={index}>{cardPlaceholder ?? <SkeletonText lines={3} />}</CardItem>
            ))
          : rows.map((row) => (
              <CardItem key={getRowKey(row)}>
                {renderCard(row)}
                {renderExpanded?.(row)}
              </CardItem>
            ))}
      </CardList>
    );
  }

  return (
    <Frame>
      <Table aria-busy={loading || undefined}>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <Th
                key={index}
                scope="col"
                $align={column.align ?? 'left'}
                style={column.width ? { width: column.width } : undefined}
              >
                {column.header}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading
            ? placeholders.map((index) => (
                <tr key={index}>
                  {columns.map((column, cellIndex) => (
                    <Td key={cellIndex} $align={column.align ?? 'left'}>
                      {column.placeholder ?? <Skeleton height="1rem" />}
                    </Td>
                  ))}
                </tr>
              ))
            : rows.map((row) => {
                const expanded = renderExpanded?.(row);
                return (
                  <Fragment key={getRowKey(row)}>
                    <tr>
                      {columns.map((column, cellIndex) => (
                        <Td key={cellIndex} $align={column.align ?? 'left'}>
                          {column.cell(row)}
                        </Td>
                      ))}
                    </tr>
                    {expanded != null && expanded !== false && (
                      <tr>
                        <Td colSpan={columns.length} $align="left">
                          {expanded}
                        </Td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
        </tbody>
      </Table>
    </Frame>
  );
}
