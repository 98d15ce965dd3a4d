import type { JobCategory } from 'api-contract/listings';
import { Skeleton, focusRing, media } from 'shared-kit';
import styled from 'styled-components';
import { CategoryIcon } from './category-icon';
import { sectionId } from './category-section';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  ${media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Tile = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 5rem;
  padding: ${({ theme }) => theme.space.sm};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  svg {
    color: ${({ theme }) => theme.colors.brand};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandSoft};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Quick Navigation: one button per category that scrolls to its section. */
export function QuickNavigation({ categories }: { categories: readonly JobCategory[] }) {
  const go = (code: string) => {
    const section = document.getElementById(sectionId(code));
    section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    // Move focus with the view, so keyboard and screen reader users land there too.
    section?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  };
  return (
    <nav aria-labelledby="quick-navigation-title">
      <Heading id="quick-navigation-title">Quick Navigation</Heading>
      <Grid>
        {categories.map((category) => (
          <Tile key={category.code} type="button" onClick={() => go(category.code)}>
            <CategoryIcon code={category.code} size={26} />
            {category.display_name}
          </Tile>
        ))}
      </Grid>
    </nav>
  );
}

/** Tiles while the categories load: the API's list has six, one row wide or three on a phone. */
const TILE_PLACEHOLDERS = 6;

/** Quick Navigation while the categories load, tiles at their final size. */
export function QuickNavigationSkeleton() {
  return (
    <nav aria-labelledby="quick-navigation-title">
      <Heading id="quick-navigation-title">Quick Navigation</Heading>
      <Grid>
        {Array.from({ length: TILE_PLACEHOLDERS }, (_, index) => (
          <Skeleton key={index} height="5rem" radius="10px" />
        ))}
      </Grid>
    </nav>
  );
}
