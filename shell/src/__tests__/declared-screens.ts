// The screens every remote's package declares today, read as files (the shell imports no remote):
// the shell's tests route by the real declarations, as the site does.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES } from 'shared-kit/remotes';
import { parseScreens, screenTable, type Screen } from 'shared-kit/screens';

const ROOT = join(import.meta.dirname, '../../..');

/** A remote's screens.json as its package holds it. */
export function declaration(remote: string): { screens: Screen[] } {
  const data: unknown = JSON.parse(readFileSync(join(ROOT, remote, 'screens.json'), 'utf8'));
  return { screens: parseScreens(remote, data) };
}

/** The site's screen table from every remote's declaration. */
export function declaredScreens() {
  return screenTable(REMOTE_NAMES.map((remote) => ({ remote, ...declaration(remote) }))).screens;
}
