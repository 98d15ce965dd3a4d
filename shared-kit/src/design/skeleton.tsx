import styled, { keyframes } from 'styled-components';
import { CONTROL_MIN_HEIGHT, TEXT_AREA_MIN_HEIGHT } from './field-parts';
import { theme } from './theme';

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

const toCss = (size: number | string) => (typeof size === 'number' ? `${size}px` : size);

const Block = styled.span<{ $width: string; $height: string; $radius: string | undefined }>`
  display: block;
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $height }) => $height};
  border-radius: ${({ $radius, theme }) => $radius ?? theme.radii.sm};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.skeleton} 25%,
    ${({ theme }) => theme.colors.skeletonHighlight} 50%,
    ${({ theme }) => theme.colors.skeleton} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

/** Props of {@link Skeleton}; numbers are pixels, strings any CSS length. */
export interface SkeletonProps {
  /** Default '100%'. */
  width?: number | string;
  /** Default '1rem'. */
  height?: number | string;
  /** Corner radius, default the theme's small radius. */
  radius?: number | string;
  className?: string;
}

/**
 * A shimmering placeholder block. It is hidden from assistive technology: wrap the loading
 * region in an element with aria-busy or a status message instead.
 */
export function Skeleton({ width = '100%', height = '1rem', radius, className }: SkeletonProps) {
  return (
    <Block
      aria-hidden="true"
      className={className}
      $width={toCss(width)}
      $height={toCss(height)}
      $radius={radius === undefined ? undefined : toCss(radius)}
    />
  );
}

const Lines = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Props of {@link SkeletonText}. */
export interface SkeletonTextProps {
  /** Number of lines, default 3; the last one is shorter, like a paragraph. */
  lines?: number;
  /** Height of one line, default '0.875rem'. */
  lineHeight?: number | string;
  className?: string;
}

/** Placeholder lines for a paragraph of text that is still loading. */
export function SkeletonText({ lines = 3, lineHeight = '0.875rem', className }: SkeletonTextProps) {
  return (
    <Lines aria-hidden="true" className={className}>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton
          key={index}
          height={lineHeight}
          width={index === lines - 1 && lines > 1 ? '60%' : '100%'}
        />
      ))}
    </Lines>
  );
}

const LineBox = styled.span<{ $height: string }>`
  display: flex;
  align-items: center;
  height: ${({ $height }) => $height};
`;

/** Props of {@link SkeletonLine}. */
export interface SkeletonLineProps {
  /** Font size of the text it stands for, any CSS length; default the body size. */
  fontSize?: string;
  /** Line height of that text (unitless); default the body line height. */
  lineHeight?: number;
  /** Default '100%'. */
  width?: number | string;
  className?: string;
}

/**
 * One line of text that is still loading, exactly as tall as the line box of the text it stands
 * for (font size times line height), so the text takes its place without moving anything.
 */
export function SkeletonLine({
  fontSize = theme.fontSizes.md,
  lineHeight = theme.lineHeights.body,
  width = '100%',
  className,
}: SkeletonLineProps) {
  return (
    <LineBox aria-hidden="true" className={className} $height={`calc(${fontSize} * ${lineHeight})`}>
      <Skeleton width={width} height={`calc(${fontSize} * 0.8)`} />
    </LineBox>
  );
}

const FieldBox = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const CounterLine = styled(SkeletonLine)`
  align-self: flex-end;
`;

/** Props of {@link FieldSkeleton}. */
export interface FieldSkeletonProps {
  /** A TextArea's placeholder (taller box) instead of a TextField's. */
  multiline?: boolean;
  /** Reserve the line of the TextArea's 'n/max' counter. */
  counter?: boolean;
  /** Width of the label line, default '6rem'. */
  labelWidth?: number | string;
  /** Width of a hint line under the label, when the field has a hint. */
  hintWidth?: number | string;
  className?: string;
}

/**
 * A TextField or TextArea that is still loading: label line and control box at the sizes the
 * real field renders with, so a form can show its final shape before its values arrive.
 */
export function FieldSkeleton({
  multiline = false,
  counter = false,
  labelWidth = '6rem',
  hintWidth,
  className,
}: FieldSkeletonProps) {
  return (
    <FieldBox aria-hidden="true" className={className}>
      <SkeletonLine fontSize={theme.fontSizes.sm} width={labelWidth} />
      {hintWidth !== undefined && <SkeletonLine fontSize={theme.fontSizes.sm} width={hintWidth} />}
      <Skeleton height={multiline ? TEXT_AREA_MIN_HEIGHT : CONTROL_MIN_HEIGHT} />
      {counter && <CounterLine fontSize={theme.fontSizes.xs} width="2.5rem" />}
    </FieldBox>
  );
}

const CheckboxBox = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  height: calc(${({ theme }) => `${theme.fontSizes.md} * ${theme.lineHeights.body}`});
`;

/** A one-line Checkbox that is still loading: the box and its label line. */
export function CheckboxSkeleton({
  labelWidth = '10rem',
  className,
}: {
  labelWidth?: number | string;
  className?: string;
}) {
  return (
    <CheckboxBox aria-hidden="true" className={className}>
      <Skeleton width="1.125rem" height="1.125rem" radius="4px" />
      <Skeleton width={labelWidth} height={`calc(${theme.fontSizes.md} * 0.8)`} />
    </CheckboxBox>
  );
}
