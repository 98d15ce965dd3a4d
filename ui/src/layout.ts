import type { Theme } from 'shared-kit';
import { css } from 'styled-components';

/** A step of the theme's spacing scale. */
export type Space = keyof Theme['space'];

/** Lays a box's children out in a column, `gap` apart. */
export const column = (gap: Space) => css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[gap]};
`;

/**
 * Lays a box's children out in a row that wraps on a narrow screen, the first at the start and the
 * last at the end, `gap` apart, lined up on `align` across the row.
 */
export const spreadRow = (
  gap: Space,
  align: 'center' | 'flex-start' | 'flex-end' = 'center',
) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: ${align};
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[gap]};
`;

/**
 * Lays a box's children out in a row that wraps on a narrow screen, centred across it: `gap`
 * between the lines, `columnGap` (default `gap`) between the items of a line.
 */
export const wrappingRow = (gap: Space, columnGap: Space = gap) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[gap]} ${theme.space[columnGap]}`};
`;
