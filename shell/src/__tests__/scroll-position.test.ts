import { describe, expect, it } from 'vitest';
import { scrollAfterNavigation } from '../scroll/scroll-position';

const site = 'http://localhost:4173';

describe('scroll after a navigation', () => {
  it('starts a new page at its top', () => {
    expect(
      scrollAfterNavigation(`${site}/jobs/search`, `${site}/jobs/apply?id=1`, 'pushState', 900),
    ).toEqual({
      kind: 'top',
    });
    expect(
      scrollAfterNavigation(
        `${site}/profile/employer/viewapplication?id=2`,
        `${site}/profile/employer`,
        'replaceState',
        40,
      ),
    ).toEqual({ kind: 'top' });
  });

  it('treats another query as another page', () => {
    expect(
      scrollAfterNavigation(
        `${site}/jobs/apply?id=1`,
        `${site}/jobs/apply?id=2`,
        'pushState',
        undefined,
      ),
    ).toEqual({
      kind: 'top',
    });
  });

  it('goes to the hash target of a new page', () => {
    expect(
      scrollAfterNavigation(`${site}/about`, `${site}/privacy#your-rights`, 'pushState', undefined),
    ).toEqual({
      kind: 'hash',
      id: 'your-rights',
    });
  });

  it('restores the saved position on Back or Forward, else the top', () => {
    expect(
      scrollAfterNavigation(`${site}/jobs/apply?id=1`, `${site}/jobs/search`, undefined, 1200),
    ).toEqual({
      kind: 'restore',
      y: 1200,
    });
    expect(scrollAfterNavigation(`${site}/about`, `${site}/terms`, undefined, undefined)).toEqual({
      kind: 'restore',
      y: 0,
    });
  });

  it('leaves a jump within the same page to the browser', () => {
    expect(
      scrollAfterNavigation(`${site}/privacy`, `${site}/privacy#cookies`, 'pushState', 0),
    ).toBeNull();
  });
});
