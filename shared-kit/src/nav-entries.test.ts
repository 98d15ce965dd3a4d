import { describe, expect, it } from 'vitest';
import { isCurrent, navTable, visibleNav, type NavEntry } from '../nav-entries.mjs';
import { parseDeclaration, screenTable, ScreensError } from '../screens.mjs';

const jobsScreen = { path: '/jobs/search', layout: 'main', access: 'public' };
const jobs = {
  label: 'Jobs',
  path: '/jobs/search',
  roles: 'public',
  order: 10,
  activePrefix: '/jobs',
};
const login = {
  label: 'Login',
  path: '/auth/login',
  roles: 'guest-only',
  order: 40,
  style: 'button',
};
const profile = {
  label: 'Profile',
  path: '/profile/student',
  roles: ['student'],
  order: 30,
  activePrefix: '/profile',
  icon: 'profile',
  ariaLabel: 'Your profile',
};

function problemsOf(remote: string, data: unknown): string {
  try {
    parseDeclaration(remote, data);
  } catch (error) {
    expect(error).toBeInstanceOf(ScreensError);
    return (error as Error).message;
  }
  throw new Error('the declaration was accepted');
}

describe('nav entries in a declaration', () => {
  it('are read beside the screens, a link by default; a file without them has none', () => {
    expect(parseDeclaration('mf-jobs', { screens: [jobsScreen], nav: [jobs] })).toEqual({
      screens: [{ ...jobsScreen, firstView: [] }],
      nav: [{ ...jobs, style: 'link' }],
    });
    expect(parseDeclaration('mf-jobs', { screens: [jobsScreen] }).nav).toEqual([]);
  });

  it('name every bad field of an entry, with the remote and the file', () => {
    const message = problemsOf('mf-jobs', {
      screens: [jobsScreen],
      nav: [
        {
          label: '',
          path: '/about',
          roles: ['admin'],
          order: '1',
          activePrefix: 'jobs',
          icon: 'star',
          ariaLabel: 7,
          style: 'pill',
          colour: 'red',
        },
      ],
    });
    expect(message).toMatch(/^mf-jobs's screens\.json is invalid: /);
    for (const field of [
      'label',
      'path',
      'roles',
      'order',
      'activePrefix',
      'icon',
      'ariaLabel',
      'style',
      'colour',
    ])
      expect(message).toContain(`nav[0].${field}:`);
  });

  it("read a count of one role's call, and name every bad field of it", () => {
    const studentScreen = { path: '/profile/student', layout: 'main', access: ['student'] };
    const count = { path: '/student/messages/unread', field: 'unread', label: 'unread messages' };
    expect(
      parseDeclaration('mf-student', { screens: [studentScreen], nav: [{ ...profile, count }] })
        .nav,
    ).toEqual([{ ...profile, style: 'link', count }]);

    const message = problemsOf('mf-student', {
      screens: [studentScreen],
      nav: [
        {
          ...profile,
          count: { path: '/student/applications/{id}', field: 'Unread!', label: '', every: 60 },
        },
        { ...profile, roles: ['student', 'employer'], count },
        { ...profile, roles: 'public', count },
        { ...profile, count: '/student/messages/unread' },
      ],
    });
    for (const problem of [
      'nav[0].count.path: must be an API path without placeholders',
      'nav[0].count.field: must be a field name of the answer',
      'nav[0].count.label: must be a text of 1 to 40 characters',
      'nav[0].count.every: unknown field',
      "nav[1].count: needs the entry's roles to be one role",
      "nav[2].count: needs the entry's roles to be one role",
      'nav[3].count: must be an object with path, field and label',
    ])
      expect(message).toContain(problem);
  });

  it("link only to the remote's own screens", () => {
    expect(problemsOf('mf-jobs', { screens: [jobsScreen], nav: [login] })).toContain(
      `nav[0].path: must be one of this remote's screens (/jobs/search)`,
    );
    expect(problemsOf('mf-jobs', { screens: [jobsScreen], nav: {} })).toContain(
      'nav: must be a list of nav entries',
    );
  });
});

const entry = (fields: Partial<NavEntry>): NavEntry => ({
  label: 'Jobs',
  path: '/jobs/search',
  roles: 'public',
  order: 10,
  style: 'link',
  ...fields,
});

describe('navTable', () => {
  const about = entry({ label: 'About', path: '/about', order: 20 });
  const help = entry({ label: 'Help', path: '/help', order: 20 });
  const screens = screenTable([
    {
      remote: 'mf-legal',
      screens: [{ path: '/about', layout: 'main', access: 'public', firstView: [] }],
    },
    {
      remote: 'mf-help',
      screens: [{ path: '/help', layout: 'main', access: 'public', firstView: [] }],
    },
    {
      remote: 'mf-jobs',
      screens: [{ path: '/jobs/search', layout: 'main', access: 'public', firstView: [] }],
    },
  ]).screens;

  it('orders the entries of every remote by order, equal orders in remotes.json order', () => {
    const table = navTable(
      [
        { remote: 'mf-legal', nav: [about] },
        { remote: 'mf-help', nav: [help] },
        { remote: 'mf-jobs', nav: [entry({})] },
      ],
      screens,
    );
    expect(table.map((e) => `${e.remote}:${e.label}`)).toEqual([
      'mf-jobs:Jobs',
      'mf-legal:About',
      'mf-help:Help',
    ]);
  });

  it('drops an entry whose path another remote owns (its claim was refused)', () => {
    const claim = entry({ label: 'Ours', path: '/about' });
    expect(navTable([{ remote: 'mf-help', nav: [claim] }], screens)).toEqual([]);
  });
});

describe('visibleNav', () => {
  const all = [entry({}), entry(profile as Partial<NavEntry>), entry(login as Partial<NavEntry>)];
  it('shows public entries to all, guest-only ones signed out, role entries to that role', () => {
    expect(visibleNav(all, null).map((e) => e.label)).toEqual(['Jobs', 'Login']);
    expect(visibleNav(all, 'student').map((e) => e.label)).toEqual(['Jobs', 'Profile']);
    expect(visibleNav(all, 'employer').map((e) => e.label)).toEqual(['Jobs']);
  });
});

describe('isCurrent', () => {
  it('marks by prefix, else by the exact path, and never a button', () => {
    expect(isCurrent(entry({ activePrefix: '/jobs' }), '/jobs/apply')).toBe(true);
    expect(isCurrent(entry({ path: '/about' }), '/about')).toBe(true);
    expect(isCurrent(entry({ path: '/about' }), '/about/team')).toBe(false);
    expect(isCurrent(entry({ path: '/auth/login', style: 'button' }), '/auth/login')).toBe(false);
  });
});
