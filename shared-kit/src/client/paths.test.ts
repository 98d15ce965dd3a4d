import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTES } from '../../remote-registry.mjs';
import { parseScreens, screenTable } from '../../screens.mjs';
import { paths, profilePath, SCREEN_PATHS } from './paths';

// Each remote's declaration as its package holds it (read as a file: the kit imports no remote).
const declarations = REMOTES.map(({ name }) => ({
  remote: name,
  screens: parseScreens(
    name,
    JSON.parse(readFileSync(join(import.meta.dirname, '../../..', name, 'screens.json'), 'utf8')),
  ),
}));

describe('paths', () => {
  it('names only screens that exactly one remote declares, so no link points at nothing', () => {
    const { screens, conflicts } = screenTable(declarations);
    expect(conflicts).toEqual([]);
    for (const path of SCREEN_PATHS) {
      expect(screens.filter((screen) => screen.path === path)).toHaveLength(1);
    }
  });

  it('gives each role its profile screen, and the global redirects their targets', () => {
    const declared = screenTable(declarations).screens.map((screen) => screen.path);
    expect(declared).toContain(profilePath('student'));
    expect(declared).toContain(profilePath('employer'));
    expect(declared).toContain(profilePath('moderator'));
    expect(declared).toContain(paths.jobsSearch);
    expect(declared).toContain(paths.login);
    expect(declared).not.toContain(paths.home);
  });

  it('builds screen URLs', () => {
    expect(paths.jobApply('a b')).toBe('/jobs/apply?id=a%20b');
    expect(paths.viewApplication('x1')).toBe('/profile/employer/viewapplication?id=x1');
    expect(profilePath('student')).toBe('/profile/student');
    expect(paths.signupAs('employer')).toBe('/auth/signup?role=employer');
  });
});

describe("the remotes' declarations", () => {
  const { screens } = screenTable(declarations);
  const byPath = (path: string) => screens.find((screen) => screen.path === path);

  it('give the auth pages the auth layout, closed to signed-in users, and the rest the main layout', () => {
    for (const screen of screens) {
      expect(screen.layout).toBe(screen.path.startsWith('/auth/') ? 'auth' : 'main');
      if (screen.path.startsWith('/auth/')) expect(screen.access).toBe('guest-only');
    }
  });

  it('open the job, alert and legal pages to everyone and each profile to its role (SPEC section 2)', () => {
    for (const path of [
      '/about',
      '/employers',
      '/privacy',
      '/terms',
      '/jobs/search',
      '/jobs/apply',
    ])
      expect(byPath(path)?.access).toBe('public');
    expect(byPath('/jobs/alerts/unsubscribe')?.access).toBe('public');
    expect(byPath('/profile/student')?.access).toEqual(['student']);
    for (const path of [
      '/profile/employer',
      '/profile/employer/createjob',
      '/profile/employer/viewapplication',
    ])
      expect(byPath(path)?.access).toEqual(['employer']);
    for (const path of ['/moderation', '/moderation/listing'])
      expect(byPath(path)?.access).toEqual(['moderator']);
  });

  it('start the job page and the job search with the calls their first view shows', () => {
    expect(byPath('/jobs/search')?.firstView).toEqual(['/system/job-categories']);
    expect(byPath('/jobs/apply')?.firstView).toEqual(['/student/jobs/{id}']);
  });
});
