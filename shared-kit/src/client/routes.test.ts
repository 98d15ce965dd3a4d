import { describe, expect, it } from 'vitest';
import type { UserRole } from 'api-contract';
import { guardRoute, paths, profilePath, resolveRoute, routeTable } from './routes';

const student = { role: 'student' as UserRole };
const employer = { role: 'employer' as UserRole };

describe('route table', () => {
  it('covers every screen of SPEC section 2, and the alert confirm and unsubscribe pages, with its layout and remote', () => {
    expect(routeTable.map((r) => r.path).sort()).toEqual(
      [
        '/about',
        '/privacy',
        '/terms',
        '/jobs/apply',
        '/jobs/search',
        '/jobs/alerts/unsubscribe',
        '/jobs/alerts/confirm',
        '/profile/employer',
        '/profile/employer/createjob',
        '/profile/employer/viewapplication',
        '/profile/student',
        '/auth/signup',
        '/auth/confirm',
        '/auth/password',
        '/auth/details',
        '/auth/login',
        '/auth/reset/email',
        '/auth/reset/password',
      ].sort(),
    );
    for (const route of routeTable) {
      expect(route.layout).toBe(route.path.startsWith('/auth/') ? 'auth' : 'main');
    }
    expect(resolveRoute('/about')?.remote).toBe('mf-legal');
    expect(resolveRoute('/jobs/apply?id=1')?.remote).toBe('mf-jobs');
    expect(resolveRoute('/profile/student')?.remote).toBe('mf-student');
    expect(resolveRoute('/profile/employer/createjob')?.remote).toBe('mf-employer');
    expect(resolveRoute('/auth/reset/password?token=x')?.remote).toBe('mf-auth');
    expect(resolveRoute('/jobs/search/')?.path).toBe('/jobs/search');
    expect(resolveRoute('/')).toBeNull();
    expect(resolveRoute('/nope')).toBeNull();
  });

  it('builds screen URLs', () => {
    expect(paths.jobApply('a b')).toBe('/jobs/apply?id=a%20b');
    expect(paths.viewApplication('x1')).toBe('/profile/employer/viewapplication?id=x1');
    expect(profilePath('student')).toBe('/profile/student');
    expect(profilePath('employer')).toBe('/profile/employer');
  });
});

describe('guardRoute', () => {
  it.each(['/', '/unknown', '/jobs', '/auth', '/auth/unknown', '/profile'])(
    'redirects %s to /jobs/search',
    (path) => {
      expect(guardRoute(path, null)).toEqual({ kind: 'redirect', to: '/jobs/search' });
      expect(guardRoute(path, student)).toEqual({ kind: 'redirect', to: '/jobs/search' });
    },
  );

  it.each([
    '/about',
    '/privacy',
    '/terms',
    '/jobs/search',
    '/jobs/apply?id=1',
    '/jobs/alerts/unsubscribe?token=x',
    '/jobs/alerts/confirm?token=x',
  ])('allows public %s to everyone', (path) => {
    for (const session of [null, student, employer]) {
      expect(guardRoute(path, session).kind).toBe('allow');
    }
  });

  it.each([
    '/auth/signup',
    '/auth/confirm',
    '/auth/password',
    '/auth/details',
    '/auth/login',
    '/auth/reset/email',
    '/auth/reset/password',
  ])('auth page %s: open to visitors, signed-in users go to /jobs/search', (path) => {
    expect(guardRoute(path, null).kind).toBe('allow');
    expect(guardRoute(path, student)).toEqual({ kind: 'redirect', to: '/jobs/search' });
    expect(guardRoute(path, employer)).toEqual({ kind: 'redirect', to: '/jobs/search' });
  });

  it('sends visitors of protected pages to /auth/login remembering path and search', () => {
    expect(guardRoute('/profile/employer/viewapplication?id=9#top', null)).toEqual({
      kind: 'redirect',
      to: '/auth/login',
      remember: '/profile/employer/viewapplication?id=9',
    });
    expect(guardRoute('/profile/student', null)).toEqual({
      kind: 'redirect',
      to: '/auth/login',
      remember: '/profile/student',
    });
  });

  it('sends a wrong role to /jobs/search and lets the right role in', () => {
    for (const path of [
      '/profile/employer',
      '/profile/employer/createjob',
      '/profile/employer/viewapplication?id=1',
    ]) {
      expect(guardRoute(path, student)).toEqual({ kind: 'redirect', to: '/jobs/search' });
      expect(guardRoute(path, employer).kind).toBe('allow');
    }
    expect(guardRoute('/profile/student', employer)).toEqual({
      kind: 'redirect',
      to: '/jobs/search',
    });
    expect(guardRoute('/profile/student', student).kind).toBe('allow');
  });
});
