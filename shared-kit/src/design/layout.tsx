import type { ComponentPropsWithRef, CSSProperties } from 'react';
import styled from 'styled-components';
import type { Theme } from './theme';
import { media } from './theme';

/** Centres a screen's content at the theme's max width with comfortable side padding. */
export const PageContainer = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  ${media.mobile} {
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  }
`;

/** A white, rounded, softly shadowed panel; use `as="section"` or `as="article"` where it fits. */
export const Card = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${({ theme }) => theme.space.lg};
  ${media.mobile} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

/** Text only screen readers hear, e.g. a table caption or an icon button's context. */
export const VisuallyHidden = styled.span`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

type Space = keyof Theme['space'];

const StackRoot = styled.div<{
  $gap: Space;
  $direction: 'row' | 'column';
  $align?: CSSProperties['alignItems'];
  $justify?: CSSProperties['justifyContent'];
  $wrap: boolean;
}>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  ${({ $align }) => ($align ? `align-items: ${$align};` : '')}
  ${({ $justify }) => ($justify ? `justify-content: ${$justify};` : '')}
  min-width: 0;
`;

/** Props of {@link Stack}. */
export interface StackProps extends ComponentPropsWithRef<'div'> {
  /** Space between children, a theme space key; default 'md'. */
  gap?: Space;
  /** Default 'column'. */
  direction?: 'row' | 'column';
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  /** Let row items wrap onto new lines (on by default for rows). */
  wrap?: boolean;
}

/** Lays children out in a row or column with a theme gap. */
export function Stack({
  gap = 'md',
  direction = 'column',
  align,
  justify,
  wrap,
  ...rest
}: StackProps) {
  return (
    <StackRoot
      $gap={gap}
      $direction={direction}
      $align={align}
      $justify={justify}
      $wrap={wrap ?? direction === 'row'}
      {...rest}
    />
  );
}

const headingSizes = { 1: 'xxl', 2: 'xl', 3: 'lg', 4: 'md', 5: 'md', 6: 'sm' } as const;
type HeadingLevel = keyof typeof headingSizes;

const HeadingRoot = styled.h2<{ $size: keyof Theme['fontSizes'] }>`
  font-size: ${({ theme, $size }) => theme.fontSizes[$size]};
  ${media.mobile} {
    font-size: ${({ theme, $size }) => ($size === 'xxl' || $size === 'hero' ? theme.fontSizes.xl : theme.fontSizes[$size])};
  }
`;

/** Props of {@link Heading}. */
export interface HeadingProps extends ComponentPropsWithRef<'h2'> {
  /** Document outline level (h1–h6), default 2. */
  level?: HeadingLevel;
  /** Visual size from the theme, when it should differ from the level's default. */
  size?: keyof Theme['fontSizes'];
}

/** A heading whose semantic level and visual size are chosen separately. */
export function Heading({ level = 2, size, ...rest }: HeadingProps) {
  return <HeadingRoot as={`h${level}`} $size={size ?? headingSizes[level]} {...rest} />;
}
