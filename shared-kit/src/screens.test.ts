import { describe, expect, it } from 'vitest';
import {
  conflictMessage,
  findScreen,
  firstViewCalls,
  parseScreens,
  screenTable,
  ScreensError,
} from '../screens.mjs';

const about = { path: '/about', layout: 'main', access: 'public' };
const apply = {
  path: '/jobs/apply',
  layout: 'main',
  access: 'public',
  firstView: ['/student/jobs/{id}'],
};
const ID = '0b6f7c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e';

describe('parseScreens', () => {
  it('reads a declaration, an empty firstView by default', () => {
    expect(parseScreens('mf-legal', { screens: [about, apply] })).toEqual([
      { ...about, firstView: [] },
      apply,
    ]);
    expect(
      parseScreens('mf-student', {
        screens: [{ path: '/profile/student', layout: 'main', access: ['student'] }],
      })[0]?.access,
    ).toEqual(['student']);
    expect(
      parseScreens('mf-admin', {
        screens: [{ path: '/moderation', layout: 'main', access: ['moderator'] }],
      })[0]?.access,
    ).toEqual(['moderator']);
  });

  it("marks a public or a role's screen rendered on the server, and refuses a guest's", () => {
    expect(parseScreens('mf-jobs', { screens: [{ ...apply, serverRender: true }] })[0]).toEqual({
      ...apply,
      serverRender: true,
    });
    // Rendered for the person whose access cookie came with the page.
    const dashboard = {
      path: '/profile/employer',
      layout: 'main',
      access: ['employer'],
      serverRender: true,
    };
    expect(parseScreens('mf-employer', { screens: [dashboard] })[0]).toEqual({
      ...dashboard,
      firstView: [],
    });
    expect(() =>
      parseScreens('mf-auth', {
        screens: [
          { path: '/auth/login', layout: 'auth', access: 'guest-only', serverRender: true },
        ],
      }),
    ).toThrow('screens[0].serverRender: a guest-only screen is not rendered on the server');
    expect(() => parseScreens('mf-jobs', { screens: [{ ...apply, serverRender: 'yes' }] })).toThrow(
      'screens[0].serverRender: must be true or false',
    );
  });

  it('names every problem of a bad file in one error', () => {
    const bad = {
      screens: [
        { path: '/About/', layout: 'side', access: ['admin'], firstView: ['api/x'], extra: 1 },
      ],
    };
    let error: unknown;
    try {
      parseScreens('mf-legal', bad);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ScreensError);
    const message = (error as Error).message;
    expect(message).toMatch(/^mf-legal's screens\.json is invalid: /);
    for (const field of ['path', 'layout', 'access', 'firstView', 'extra'])
      expect(message).toContain(`screens[0].${field}: `);
  });

  it.each([
    [{}, 'screens: must be a list of at least one screen'],
    [{ screens: [] }, 'screens: must be a list of at least one screen'],
    [{ screens: [about, about] }, '/about: declared twice'],
    [{ screens: ['/about'] }, 'screens[0]: must be an object'],
    [{ screens: [{ ...about, path: '/' }] }, 'screens[0].path'],
    [{ screens: [{ ...about, access: [] }] }, 'screens[0].access'],
  ])('refuses %j', (data, problem) => {
    expect(() => parseScreens('mf-x', data)).toThrow(problem);
  });
});

describe('screenTable', () => {
  it("gives a path two remotes claim to the first, refuses the other's claim and reports it", () => {
    const table = screenTable([
      { remote: 'mf-legal', screens: parseScreens('mf-legal', { screens: [about] }) },
      { remote: 'mf-jobs', screens: parseScreens('mf-jobs', { screens: [apply, about] }) },
    ]);
    expect(table.screens.map((s) => [s.path, s.remote])).toEqual([
      ['/about', 'mf-legal'],
      ['/jobs/apply', 'mf-jobs'],
    ]);
    expect(table.conflicts).toEqual([{ path: '/about', owner: 'mf-legal', refused: 'mf-jobs' }]);
    expect(table.conflicts.map(conflictMessage)).toEqual([
      "/about is claimed by both mf-legal and mf-jobs: mf-jobs's claim is refused (a path belongs to one remote)",
    ]);
  });
});

describe('findScreen', () => {
  const { screens } = screenTable([
    { remote: 'mf-jobs', screens: parseScreens('mf-jobs', { screens: [apply, about] }) },
  ]);
  it('matches the exact path, ignoring the query, the hash and a trailing slash', () => {
    expect(findScreen(screens, '/jobs/apply?id=1#top')?.path).toBe('/jobs/apply');
    expect(findScreen(screens, '/about/')?.path).toBe('/about');
    expect(findScreen(screens, '/about/team')).toBeNull();
    expect(findScreen(screens, '/')).toBeNull();
  });
});

describe('firstViewCalls', () => {
  const [screen] = parseScreens('mf-jobs', { screens: [apply] });
  if (!screen) throw new Error('no screen');
  it('fills a placeholder with the query id', () => {
    expect(firstViewCalls(screen, new URLSearchParams(`id=${ID}`))).toEqual([
      `/student/jobs/${ID}`,
    ]);
  });
  it('leaves out a call whose placeholder has no id, or something else than an id', () => {
    expect(firstViewCalls(screen, new URLSearchParams(''))).toEqual([]);
    expect(firstViewCalls(screen, new URLSearchParams('id=../../admin'))).toEqual([]);
    expect(firstViewCalls(screen, new URLSearchParams('id=1'))).toEqual([]);
  });
});
