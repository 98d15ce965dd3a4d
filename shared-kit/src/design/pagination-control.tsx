import styled from 'styled-components';
import { Button } from './button';
import { focusRing } from './focus-ring';
import { pageCount, pageText, paginationItems, rangeText } from './pagination';
import { media } from './theme';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};
`;

const Summary = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Pages = styled.ul`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.mobile} {
    display: none;
  }
`;

const PageButton = styled.button<{ $current: boolean }>`
  min-width: 2.25rem;
  height: 2.25rem;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid
    ${({ theme, $current }) => ($current ? theme.colors.brand : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $current }) => ($current ? theme.colors.brand : theme.colors.surface)};
  color: ${({ theme, $current }) => ($current ? theme.colors.textOnBrand : theme.colors.text)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.brand};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

const Ellipsis = styled.li`
  min-width: 1.5rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  pageSize: number;
  /** Total number of items across all pages. */
  total: number;
  onPageChange: (page: number) => void;
  className?: string;
}

/** Previous/Next and page buttons with 'Showing X–Y of N' and 'Page P of M' (SPEC section 9). */
export function Pagination({ page, pageSize, total, onPageChange, className }: PaginationProps) {
  const pages = pageCount(total, pageSize);
  const current = Math.min(Math.max(page, 1), pages);
  return (
    <Nav aria-label="Pagination" className={className}>
      <Summary aria-live="polite">
        <span>{rangeText(current, pageSize, total)}</span>
        <span>{pageText(current, pages)}</span>
      </Summary>
      <Controls>
        <Button
          variant="secondary"
          size="sm"
          disabled={current <= 1}
          onClick={() => onPageChange(current - 1)}
        >
          Previous
        </Button>
        <Pages>
          {paginationItems(current, pages).map((item, index) =>
            item === 'ellipsis' ? (
              <Ellipsis key={`gap-${index}`} aria-hidden="true">
                …
              </Ellipsis>
            ) : (
              <li key={item}>
                <PageButton
                  type="button"
                  aria-label={`Page ${item}`}
                  aria-current={item === current ? 'page' : undefined}
                  $current={item === current}
                  onClick={() => {
                    if (item !== current) onPageChange(item);
                  }}
                >
                  {item}
                </PageButton>
              </li>
            ),
          )}
        </Pages>
        <Button
          variant="secondary"
          size="sm"
          disabled={current >= pages}
          onClick={() => onPageChange(current + 1)}
        >
          Next
        </Button>
      </Controls>
    </Nav>
  );
}
