import { useEffect } from 'react';

/** Names the browser tab after the screen, restoring the previous title when the screen unmounts. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · Student Gigs`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
