// What `npm test -- --changed` would run for a few kinds of change (scripts/changed.mjs), on the
// workspace's real packages and dependencies.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { planFor, workspacePackages } from './changed.mjs';

const packages = workspacePackages(join(import.meta.dirname, '..'));

describe('npm test -- --changed', () => {
  it('runs a remote alone, with the site, when only the remote changed', () => {
    const plan = planFor(['mf-legal/src/features/home/home-page.tsx'], packages);
    assert.deepEqual(plan, {
      everything: false,
      files: ['mf-legal/src/features/home/home-page.tsx'],
      packages: ['mf-legal'],
      site: true,
    });
  });

  it('runs every package that compiles in the contract when the contract changed', () => {
    const plan = planFor(['api-contract/src/common/limits.ts'], packages);
    for (const name of ['api-contract', 'api', 'api-calls', 'mf-jobs', 'mf-employer', 'bench']) {
      assert.ok(plan.packages.includes(name), `${name} depends on api-contract`);
    }
    assert.ok(!plan.packages.includes('static-server'));
    assert.equal(plan.site, true);
  });

  it('runs every remote that compiles in the shared UI parts, with the site, when ui changed', () => {
    const plan = planFor(['ui/src/tabs.tsx'], packages);
    for (const name of ['ui', 'mf-admin', 'mf-auth', 'mf-employer', 'mf-jobs', 'mf-legal']) {
      assert.ok(plan.packages.includes(name), `${name} depends on ui`);
    }
    assert.ok(!plan.packages.includes('shared-kit'));
    assert.equal(plan.site, true);
  });

  it('counts every remote of the registry as part of the site, the newest included', () => {
    const plan = planFor(['mf-admin/src/app/app.tsx'], packages);
    assert.deepEqual(plan.packages, ['mf-admin']);
    assert.equal(plan.site, true);
  });

  it('leaves the site alone when only a package outside it changed', () => {
    const plan = planFor(['bench/src/report/tables.ts'], packages);
    assert.deepEqual(plan.packages, ['bench']);
    assert.equal(plan.site, false);
  });

  it('runs nothing but the format check for prose', () => {
    const plan = planFor(['docs/testing.md', 'api/README.md'], packages);
    assert.equal(plan.everything, false);
    assert.deepEqual(plan.packages, []);
    assert.equal(plan.site, false);
  });

  it('runs everything when a file outside every package changed', () => {
    assert.equal(planFor(['pnpm-lock.yaml'], packages).everything, true);
    assert.equal(planFor(['scripts/build.mjs', 'mf-jobs/src/x.ts'], packages).everything, true);
  });
});
