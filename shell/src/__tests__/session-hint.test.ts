import { describe, expect, it } from 'vitest';
import { mayHaveSession, NO_SESSION_META } from '../session/session-hint';

function page(html: string) {
  const doc = document.implementation.createHTMLDocument('t');
  doc.head.innerHTML = html;
  return doc;
}

describe('mayHaveSession', () => {
  it('is false only when the site server said no refresh cookie came with the page', () => {
    expect(mayHaveSession(page(`<meta name="${NO_SESSION_META}" content="none">`))).toBe(false);
  });

  it('is true on a page without the hint (a cookie came, or another server sent the page)', () => {
    expect(mayHaveSession(page(''))).toBe(true);
    expect(mayHaveSession(page(`<meta name="${NO_SESSION_META}" content="other">`))).toBe(true);
  });
});
