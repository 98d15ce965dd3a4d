// Proof that the shell's endpoint check (shell-endpoints.mjs, run by check-budgets.mjs) refuses a
// shell build that carries an endpoint only remotes call, and that what it forbids is derived from
// the endpoint table and from what the shell and the kit name, not written down.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  checkShellEndpoints,
  endpointTable,
  endpointsNamedIn,
  pathsInBuild,
} from './shell-endpoints.mjs';

const root = join(import.meta.dirname, '..', '..');

describe('the endpoints the shell and the kit name', () => {
  it("are read from every <group>.<name> of a group imported from its module's subpath", () => {
    const { named, problems } = endpointsNamedIn(
      'probe.ts',
      "import { accounts } from 'api-contract/accounts';\n" +
        "import { savedJobs as saved } from 'api-contract/saved-jobs';\n" +
        "import * as listingsModule from 'api-contract/listings';\n" +
        'apiClient.call(accounts.refresh);\n' +
        'const paths = [saved.list.path, listingsModule.listings.job.path, other.accounts];\n',
    );
    assert.deepEqual(named.sort(), ['accounts.refresh', 'listings.job', 'savedJobs.list']);
    assert.deepEqual(problems, []);
  });

  it('are read from every endpoints.<group>.<name> of the table imported from api-contract', () => {
    const { named, problems } = endpointsNamedIn(
      'probe.ts',
      "import { endpoints as table } from 'api-contract';\n" +
        'apiClient.call(table.accounts.refresh);\n' +
        'const paths = [table.listings.job.path, table.system.health.path];\n',
    );
    assert.deepEqual(named.sort(), ['accounts.refresh', 'listings.job', 'system.health']);
    assert.deepEqual(problems, []);
  });

  it('fail closed on a use of the table or a group they cannot read', () => {
    for (const code of [
      "import { endpoints } from 'api-contract';\nexport const f = (role) => endpoints[role].deleteAccount;\n",
      "import { endpoints } from 'api-contract';\nexport const group = endpoints.accounts;\n",
      "import { allEndpoints } from 'api-contract';\nexport const all = allEndpoints;\n",
      "import * as contract from 'api-contract';\nexport const all = contract.endpoints;\n",
      "import { accounts } from 'api-contract/accounts';\nexport const all = Object.values(accounts);\n",
      "import { accounts } from 'api-contract/accounts';\nexport const f = (name) => accounts[name];\n",
      "import { accounts } from 'api-contract/accounts';\nexport const all = { accounts };\n",
    ]) {
      const { problems } = endpointsNamedIn('probe.ts', code);
      assert.equal(problems.length, 1, `${code}: ${problems.join('; ')}`);
    }
  });
});

describe('a path in the build', () => {
  let dir;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'shell-endpoints-'));
    writeFileSync(join(dir, 'a.js'), 'const a=`/student/jobs/apply/x`,b="/student/applications";');
    writeFileSync(join(dir, 'b.js'), "fetch('/student/profile')");
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('counts only as a whole string, in any quotes', () => {
    const found = pathsInBuild(dir, [
      '/student/jobs/apply',
      '/student/applications',
      '/student/profile',
    ]);
    assert.deepEqual(found.map((f) => `${f.file} ${f.path}`).sort(), [
      'a.js /student/applications',
      'b.js /student/profile',
    ]);
  });
});

describe('the check of a shell build', () => {
  let dist;
  before(() => {
    dist = mkdtempSync(join(tmpdir(), 'shell-dist-'));
  });
  after(() => rmSync(dist, { recursive: true, force: true }));

  it('forbids every path of the table the shell and the kit do not name', async () => {
    const table = await endpointTable(root);
    const { forbidden, allowed } = await checkShellEndpoints(root, dist);
    // The kit's client core names the session calls; a remote alone calls the student's.
    assert.ok(allowed.includes('/auth/refresh'), allowed.join(', '));
    assert.ok(forbidden.includes('/student/applications'));
    assert.ok(forbidden.includes('/employer/listings'));
    assert.equal(
      forbidden.length + allowed.length,
      new Set(table.map((row) => row.path)).size,
      'every path of the table is either allowed or forbidden',
    );
  });

  it('passes a build without them and refuses one that carries one', async () => {
    writeFileSync(join(dist, 'index.js'), 'fetch(`/api/auth/refresh`);const r="/auth/refresh";');
    assert.deepEqual((await checkShellEndpoints(root, dist)).problems, []);

    writeFileSync(join(dist, 'kit.js'), 'const e={method:"GET",path:"/student/applications"};');
    const { problems } = await checkShellEndpoints(root, dist);
    assert.equal(problems.length, 1, problems.join('\n'));
    assert.match(problems[0], /kit\.js carries GET \/student\/applications/);
  });
});
