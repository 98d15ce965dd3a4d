// Every count a remote's nav entry declares names a call the contract has: a GET without
// parameters that the entry's one role may make, whose answer holds a whole number at the field
// named. The shell cannot check this at run time (it carries no endpoint table), so the unit suite
// refuses a declaration that would leave its badge forever hidden.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { accounts } from 'api-contract/accounts';
import { alerts } from 'api-contract/alerts';
import { applications } from 'api-contract/applications';
import type { Endpoint } from 'api-contract/common';
import { listings } from 'api-contract/listings';
import { moderation } from 'api-contract/moderation';
import { places } from 'api-contract/places';
import { savedJobs } from 'api-contract/saved-jobs';
import { system } from 'api-contract/system';
import { describe, expect, it } from 'vitest';
import { REMOTES } from '../remote-registry.mjs';
import { parseDeclaration } from '../screens.mjs';

/** The contract's whole endpoint table, module by module. */
const table: Endpoint[] = [
  accounts,
  alerts,
  applications,
  listings,
  moderation,
  places,
  savedJobs,
  system,
].flatMap(
  (group) => Object.values(group).filter((value) => typeof value === 'object') as Endpoint[],
);

const counted = REMOTES.flatMap(({ name }) =>
  parseDeclaration(
    name,
    JSON.parse(readFileSync(join(import.meta.dirname, '../..', name, 'screens.json'), 'utf8')),
  )
    .nav.filter((entry) => entry.count)
    .map((entry) => ({ remote: name, entry })),
);

describe("the nav entries' counts", () => {
  it('are declared for the student and the employer: their unread messages', () => {
    expect(counted.map(({ remote, entry }) => [remote, entry.count?.path])).toEqual([
      ['mf-student', '/student/messages/unread'],
      ['mf-employer', '/employer/messages/unread'],
    ]);
  });

  it.each(counted)("name a GET call of the entry's role, $remote", ({ entry }) => {
    const count = entry.count;
    if (!count) throw new Error('no count');
    const call = table.find((row) => row.method === 'GET' && row.path === count.path);
    expect(call, `${count.path} is not a GET call of the contract`).toBeDefined();
    if (!call) return;
    expect(entry.roles).toEqual([call.access]);
    expect(call.params).toBeUndefined();
    expect(call.query === undefined || call.query.safeParse({}).success).toBe(true);
    expect(call.response.safeParse({ [count.field]: 2 }).success).toBe(true);
    expect(call.response.safeParse({ [count.field]: 'two' }).success).toBe(false);
    expect(call.response.safeParse({}).success).toBe(false);
  });
});
