import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from 'shared-kit';
import { guardInitialLocation, guardNavigations, refusalMessage } from '../guards/guard-navigation';
import { setScreens } from '../screens/screen-table';
import { declaredScreens } from './declared-screens';

beforeAll(() => setScreens(declaredScreens()));

function visit(path: string) {
  window.history.replaceState(null, '', path);
}

describe('guarding the first location', () => {
  afterEach(() => {
    clearSession();
    sessionStorage.clear();
  });

  it('sends a visitor from a protected page to login, remembering the page', () => {
    visit('/profile/student');
    guardInitialLocation();
    expect(window.location.pathname).toBe('/auth/login');
    expect(sessionStorage.getItem('returnUrl')).toContain('/profile/student');
  });

  it('remembers the query of a protected page too', () => {
    visit('/profile/employer/viewapplication?id=abc');
    guardInitialLocation();
    expect(window.location.pathname).toBe('/auth/login');
    expect(sessionStorage.getItem('returnUrl')).toContain(
      '/profile/employer/viewapplication?id=abc',
    );
  });

  it('sends a moderator opening a student or employer page to /jobs/search', () => {
    setSession({ user_id: '8f1c2a4e-3b6d-4c2f-9a1e-5d7b8c9e0f12', role: 'moderator' });
    visit('/profile/employer/viewapplication?id=abc');
    guardInitialLocation();
    expect(window.location.pathname).toBe('/jobs/search');
    visit('/moderation');
    guardInitialLocation();
    expect(window.location.pathname).toBe('/moderation');
  });

  it('sends a user of the wrong role to /jobs/search', () => {
    setSession({ user_id: '8f1c2a4e-3b6d-4c2f-9a1e-5d7b8c9e0f12', role: 'student' });
    visit('/profile/employer/createjob');
    guardInitialLocation();
    expect(window.location.pathname).toBe('/jobs/search');
  });

  it('closes the auth pages to a signed-in user', () => {
    setSession({ user_id: '8f1c2a4e-3b6d-4c2f-9a1e-5d7b8c9e0f12', role: 'employer' });
    visit('/auth/signup');
    guardInitialLocation();
    expect(window.location.pathname).toBe('/jobs/search');
  });

  it('redirects / to /jobs/search, and leaves an unknown path at its address (not found)', () => {
    visit('/');
    guardInitialLocation();
    expect(window.location.pathname).toBe('/jobs/search');
    visit('/no/such/page');
    guardInitialLocation();
    expect(window.location.pathname).toBe('/no/such/page');
  });

  it('leaves an allowed page alone, query included', () => {
    visit('/jobs/apply?id=42');
    guardInitialLocation();
    expect(window.location.pathname + window.location.search).toBe('/jobs/apply?id=42');
  });
});

describe('telling a signed-in user why a page refused them', () => {
  it('names the account the page is for', () => {
    expect(refusalMessage('/profile/employer/createjob', { role: 'student' })).toBe(
      'That page is for employer accounts. You are signed in as a student.',
    );
    expect(refusalMessage('/profile/student', { role: 'employer' })).toBe(
      'That page is for student accounts. You are signed in as an employer.',
    );
  });

  it('tells a signed-in user following Create profile that they are signed in already', () => {
    expect(refusalMessage('/auth/signup', { role: 'student' })).toBe(
      'You are already signed in as a student. Log out first to use another account.',
    );
  });

  it("tells a moderator the page is not theirs, and other roles that the queue is a moderator's", () => {
    expect(refusalMessage('/profile/student', { role: 'moderator' })).toBe(
      'That page is for student accounts. You are signed in as a moderator.',
    );
    expect(refusalMessage('/profile/employer/createjob', { role: 'moderator' })).toBe(
      'That page is for employer accounts. You are signed in as a moderator.',
    );
    expect(refusalMessage('/moderation', { role: 'employer' })).toBe(
      'That page is for moderator accounts. You are signed in as an employer.',
    );
    expect(refusalMessage('/auth/login', { role: 'moderator' })).toBe(
      'You are already signed in as a moderator. Log out first to use another account.',
    );
    expect(refusalMessage('/moderation/listing?id=1', { role: 'moderator' })).toBeNull();
  });

  it('says nothing to a visitor, on an allowed page or on an unknown path', () => {
    expect(refusalMessage('/profile/employer', null)).toBeNull();
    expect(refusalMessage('/profile/employer', { role: 'employer' })).toBeNull();
    expect(refusalMessage('/nowhere', { role: 'student' })).toBeNull();
  });
});

describe('guarding navigations', () => {
  const navigate = (newUrl: string) => {
    const cancelNavigation = vi.fn();
    window.dispatchEvent(
      new CustomEvent('single-spa:before-routing-event', {
        detail: { newUrl: new URL(newUrl, window.location.origin).href, cancelNavigation },
      }),
    );
    return cancelNavigation;
  };
  beforeAll(() => guardNavigations());
  afterEach(() => setScreens(declaredScreens()));

  it('lets a navigation to an unknown path through (the page says it is not found), and cancels a guarded one', () => {
    expect(navigate('/nowhere')).not.toHaveBeenCalled();
    expect(navigate('/about')).not.toHaveBeenCalled();
    expect(navigate('/profile/student')).toHaveBeenCalledWith(true);
  });

  it("lets a navigation to the guard's own target through when no release declares it, instead of looping", () => {
    setScreens(declaredScreens().filter((screen) => screen.path !== '/jobs/search'));
    expect(navigate('/jobs/search')).not.toHaveBeenCalled();
    expect(navigate('/')).toHaveBeenCalledWith(true);
  });
});
