// The screens and nav entries every remote's package declares today, read as files (the shell
// imports no remote): the shell's tests route and build the nav by the real declarations, as the
// site does.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { navTable } from 'shared-kit/nav-entries';
import { REMOTES } from 'shared-kit/remote-registry';
import { parseDeclaration, screenTable, type Declaration } from 'shared-kit/screens';

const ROOT = join(import.meta.dirname, '../../..');

/** A remote's screens.json as its package holds it. */
export function declaration(remote: string): Declaration {
  const data: unknown = JSON.parse(readFileSync(join(ROOT, remote, 'screens.json'), 'utf8'));
  return parseDeclaration(remote, data);
}

const declarations = () => REMOTES.map(({ name }) => ({ remote: name, ...declaration(name) }));

/** The site's screen table from every remote's declaration. */
export function declaredScreens() {
  return screenTable(declarations()).screens;
}

/** The site's nav from every remote's declaration. */
export function declaredNav() {
  const all = declarations();
  return navTable(all, screenTable(all).screens);
}
