import { screenOf } from '../screens/screen-table';

/** The shell's two layouts: auth pages get a focused card without footer, the rest the main layout. */
export type Layout = 'auth' | 'main';

export function layoutFor(pathname: string): Layout {
  return screenOf(pathname)?.layout === 'auth' ? 'auth' : 'main';
}

/** Marks the document with the current layout; the global style shapes the page from it. */
export function applyLayout(pathname: string): void {
  document.body.dataset.layout = layoutFor(pathname);
}
