import { Button } from 'shared-kit';

/** Back to Top: scrolls up and puts focus at the start of the page. */
export function BackToTop() {
  return (
    <Button
      variant="ghost"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: 'smooth' });
        document.getElementById('browse-title')?.focus({ preventScroll: true });
      }}
    >
      Back to Top
    </Button>
  );
}
