import { describe, expect, it } from 'vitest';
import { guardScreen } from '../screens/guard';
import { declaredScreens } from './declared-screens';

const screens = declaredScreens();
const guard = (url: string, session: { role: string } | null) => guardScreen(screens, url, session);
const student = { role: 'student' };
const employer = { role: 'employer' };

describe('the global rules of SPEC section 2 over the declared screens', () => {
  it.each(['/', '/?ref=mail', '/#top'])('redirects the index route %s to /jobs/search', (path) => {
    expect(guard(path, null)).toEqual({ kind: 'redirect', to: '/jobs/search' });
    expect(guard(path, student)).toEqual({ kind: 'redirect', to: '/jobs/search' });
  });

  it.each(['/unknown', '/jobs', '/auth', '/auth/unknown', '/profile', '/no/such/page?q=1'])(
    'finds no page at %s, for anyone: it keeps its address and says so',
    (path) => {
      for (const session of [null, student, employer])
        expect(guard(path, session)).toEqual({ kind: 'not-found' });
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
    for (const session of [null, student, employer])
      expect(guard(path, session).kind).toBe('allow');
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
    expect(guard(path, null).kind).toBe('allow');
    expect(guard(path, student)).toEqual({ kind: 'redirect', to: '/jobs/search' });
    expect(guard(path, employer)).toEqual({ kind: 'redirect', to: '/jobs/search' });
  });

  it('sends visitors of protected pages to /auth/login remembering path and search', () => {
    expect(guard('/profile/employer/viewapplication?id=9#top', null)).toEqual({
      kind: 'redirect',
      to: '/auth/login',
      remember: '/profile/employer/viewapplication?id=9',
    });
    expect(guard('/profile/student', null)).toEqual({
      kind: 'redirect',
      to: '/auth/login',
      remember: '/profile/student',
    });
  });

  it('sends a wrong role to /jobs/search and lets the right role in', () => {
    for (const path of [
      '/profile/employer',
      '/profile/employer/createjob',
      '/profile/employer/editjob?id=1',
      '/profile/employer/viewapplication?id=1',
    ]) {
      expect(guard(path, student)).toEqual({ kind: 'redirect', to: '/jobs/search' });
      expect(guard(path, employer).kind).toBe('allow');
    }
    expect(guard('/profile/student', employer)).toEqual({ kind: 'redirect', to: '/jobs/search' });
    expect(guard('/profile/student', student).kind).toBe('allow');
  });

  it('lets a moderator into the moderation screens only, and sends the other roles away', () => {
    const moderator = { role: 'moderator' };
    for (const path of ['/moderation', '/moderation/listing?id=1']) {
      expect(guard(path, moderator).kind).toBe('allow');
      expect(guard(path, student)).toEqual({ kind: 'redirect', to: '/jobs/search' });
      expect(guard(path, employer)).toEqual({ kind: 'redirect', to: '/jobs/search' });
    }
    expect(guard('/moderation/listing?id=1', null)).toEqual({
      kind: 'redirect',
      to: '/auth/login',
      remember: '/moderation/listing?id=1',
    });
    for (const path of ['/profile/student', '/profile/employer', '/profile/employer/createjob'])
      expect(guard(path, moderator)).toEqual({ kind: 'redirect', to: '/jobs/search' });
    expect(guard('/auth/login', moderator)).toEqual({ kind: 'redirect', to: '/jobs/search' });
    expect(guard('/jobs/search', moderator).kind).toBe('allow');
  });

  it('tells which remote shows an allowed page', () => {
    const owner = (url: string) => {
      const decision = guard(url, null);
      return decision.kind === 'allow' ? decision.screen.remote : null;
    };
    expect(owner('/about')).toBe('mf-legal');
    expect(owner('/jobs/apply?id=1')).toBe('mf-jobs');
    expect(owner('/auth/reset/password?token=x')).toBe('mf-auth');
    expect(guard('/moderation', { role: 'moderator' })).toMatchObject({
      screen: { remote: 'mf-admin' },
    });
  });
});
