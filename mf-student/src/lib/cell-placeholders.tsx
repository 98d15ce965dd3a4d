import { Skeleton, SkeletonLine, theme } from 'shared-kit';
import styled from 'styled-components';

// Table cells while a list of the profile loads (applications, saved jobs), each as tall as the
// loaded cell it stands for.

/** A small button's placeholder (Withdraw, Remove). */
export const ButtonPlaceholder = () => <Skeleton width="5.5rem" height="2rem" />;

const End = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** The job cell: its title over the business name. */
export const jobCellPlaceholder = (
  <>
    <SkeletonLine fontSize={theme.fontSizes.sm} width="10rem" />
    <SkeletonLine fontSize={theme.fontSizes.sm} width="7rem" />
  </>
);

/** The pay cell: the rate over the hours. */
export const payCellPlaceholder = (
  <>
    <SkeletonLine fontSize={theme.fontSizes.sm} width="7rem" />
    <SkeletonLine fontSize={theme.fontSizes.sm} width="6rem" />
  </>
);

/** The actions cell: one small button at the end. */
export const actionsCellPlaceholder = (
  <End>
    <ButtonPlaceholder />
  </End>
);
