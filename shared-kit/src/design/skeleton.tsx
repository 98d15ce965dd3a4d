import styled, { keyframes } from 'styled-components';

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
