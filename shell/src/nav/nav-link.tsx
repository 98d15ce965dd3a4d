import type { AnchorHTMLAttributes } from 'react';
import { navigateToUrl } from 'single-spa';

/** An anchor that navigates through single-spa, so every remote sees the route change. */
export function SpaLink(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a
      {...props}
      onClick={(event) => {
        props.onClick?.(event);
        if (!event.defaultPrevented) navigateToUrl(event);
      }}
    />
  );
}
