// This run's compiled API commands (test/global-setup.ts), as production starts them.
import path from 'node:path';
import { inject } from 'vitest';

/**
 * `node` arguments that run one of the API's commands as its `start`, `moderator`, `backup`,
 * `restore` and `point-in-time` scripts do.
 */
export function apiCommand(
  name: 'server' | 'moderator' | 'backup' | 'restore' | 'point-in-time',
): string[] {
  return ['--enable-source-maps', path.join(inject('apiBuild'), `${name}.mjs`)];
}
