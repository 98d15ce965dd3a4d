import type { ReactNode, SVGProps } from 'react';

/** Props of {@link LineIcon}: an svg's own, and its paths as children. */
export type LineIconProps = SVGProps<SVGSVGElement> & { size?: number; children: ReactNode };

/**
 * A decorative line icon: 24-unit paths stroked in the text's colour, hidden from assistive
 * technology (the text beside it carries the meaning). `size` is its width and height in pixels.
 */
export function LineIcon({ size = 24, children, ...props }: LineIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}
