import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDocumentTitle } from '../use-document-title';

function Screen({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

afterEach(cleanup);

describe('useDocumentTitle', () => {
  it('names the tab after the screen and restores the title it found on unmount', () => {
    document.title = 'Student Gigs';
    const { rerender, unmount } = render(<Screen title="About" />);
    expect(document.title).toBe('About · Student Gigs');
    rerender(<Screen title="Terms of Service" />);
    expect(document.title).toBe('Terms of Service · Student Gigs');
    unmount();
    expect(document.title).toBe('Student Gigs');
  });
});
