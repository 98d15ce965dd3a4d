import { CheckboxSkeleton, FieldSkeleton, Skeleton, SkeletonLine, theme } from 'shared-kit';
import styled from 'styled-components';
import { column } from 'ui';
import { formFrame } from './form-frame';

// Its own file, not apply-form.tsx: the placeholder must not wait for the form's code to load.

/** The frame of ApplyForm (padding, border, radius and gaps), so the form lands in its place. */
const Frame = styled.div`
  ${formFrame}
`;

const Column = styled.div`
  ${column('xs')}
`;

/**
 * 'Apply for this position' while the job or the account email loads: the heading, one
 * question, Anything else, email, phone, the resume box, the declaration and Submit, each at
 * the size of the real field.
 */
export function ApplyFormSkeleton() {
  const { fontSizes, lineHeights } = theme;
  return (
    <Frame aria-hidden="true">
      <SkeletonLine fontSize={fontSizes.xl} lineHeight={lineHeights.tight} width="16rem" />
      <FieldSkeleton multiline counter labelWidth="14rem" />
      <FieldSkeleton multiline counter labelWidth="7rem" hintWidth="20rem" />
      <FieldSkeleton labelWidth="8rem" />
      <FieldSkeleton labelWidth="5rem" />
      <Column>
        <SkeletonLine width="4rem" />
        <SkeletonLine fontSize={fontSizes.sm} width="14rem" />
        <Skeleton height="4.25rem" radius={theme.radii.md} />
      </Column>
      <CheckboxSkeleton labelWidth="24rem" />
      <Skeleton width="12rem" height="3rem" />
    </Frame>
  );
}
