import { SkeletonLine, theme } from 'shared-kit';

/**
 * A title's line while it loads, as tall as the title it stands for: `size` is the title's font
 * size (a step of the theme's scale), set tight as titles are.
 */
export function SkeletonTitle({
  size,
  width,
}: {
  size: keyof typeof theme.fontSizes;
  width: string;
}) {
  return (
    <SkeletonLine
      fontSize={theme.fontSizes[size]}
      lineHeight={theme.lineHeights.tight}
      width={width}
    />
  );
}
