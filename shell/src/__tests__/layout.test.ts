import { beforeAll, describe, expect, it } from 'vitest';
import { applyLayout, layoutFor } from '../layout/layout';
import { setScreens } from '../screens/screen-table';
import { declaredScreens } from './declared-screens';

beforeAll(() => setScreens(declaredScreens()));

describe('layout', () => {
  it('gives the auth pages the auth layout', () => {
    for (const path of ['/auth/signup', '/auth/confirm', '/auth/login', '/auth/reset/password']) {
      expect(layoutFor(path)).toBe('auth');
    }
  });

  it('gives every other page the main layout', () => {
    for (const path of ['/jobs/search', '/about', '/profile/employer/createjob', '/nowhere']) {
      expect(layoutFor(path)).toBe('main');
    }
  });

  it('marks the document with the layout', () => {
    applyLayout('/auth/login');
    expect(document.body.dataset.layout).toBe('auth');
    applyLayout('/privacy');
    expect(document.body.dataset.layout).toBe('main');
  });
});
