// Proof that lint refuses the imports the architecture forbids (eslint.config.js): one app into
// another, shared-kit into an app, api-contract into the kit, an app or React, the browser's code
// into the contract's root (not one of its modules), one feature into another, a feature into
// src/app, the shared folders of an app (src/components, src/lib, src/hooks) into a feature or
// src/app, an import that resolves to nothing (it would slip past every zone), an import cycle,
// and a file name that is not kebab-case. Synthetic sources are linted at real paths with the
// workspace's own config; type-aware rules are switched off here because these rules need only
// the import graph and the file name, and that keeps the run to seconds.
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

const root = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root, overrideConfig: [tseslint.configs.disableTypeChecked] });

/** The rule ids reported for `code` linted as if it were the file at `path` (from the root). */
async function rulesFor(path, code) {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  assert.ok(result, `no lint result for ${path}`);
  return result.messages.map((message) => message.ruleId ?? message.message);
}

describe('lint boundaries', () => {
  it('refuses a remote importing another remote by path', async () => {
    const rules = await rulesFor(
      'mf-employer/src/app/routes/probe-page.tsx',
      "import { JobCard } from '../../../../mf-jobs/src/features/browse/components/job-card';\n" +
        'export const Probe = JobCard;\n',
    );
    assert.ok(rules.includes('import-x/no-restricted-paths'), rules.join(', '));
  });

  it('refuses a remote importing another remote by package name', async () => {
    const rules = await rulesFor(
      'mf-employer/src/app/routes/probe-page.tsx',
      "import { JobCard } from 'mf-jobs/src/features/browse/components/job-card';\n" +
        'export const Probe = JobCard;\n',
    );
    assert.ok(rules.includes('no-restricted-imports'), rules.join(', '));
  });

  it('refuses a feature importing another feature', async () => {
    const rules = await rulesFor(
      'mf-employer/src/features/review/components/probe.tsx',
      "import { canDelete } from '../../listings/can-delete';\nexport const probe = canDelete;\n",
    );
    assert.ok(rules.includes('import-x/no-restricted-paths'), rules.join(', '));
  });

  it('refuses ui importing a remote, by path or by package name', async () => {
    const byPath = await rulesFor(
      'ui/src/probe.tsx',
      "import { JobCard } from '../../mf-jobs/src/features/browse/components/job-card';\n" +
        'export const Probe = JobCard;\n',
    );
    assert.ok(byPath.includes('import-x/no-restricted-paths'), byPath.join(', '));
    const byName = await rulesFor(
      'ui/src/probe.tsx',
      "import { JobCard } from 'mf-jobs/src/features/browse/components/job-card';\n" +
        'export const Probe = JobCard;\n',
    );
    assert.ok(byName.includes('no-restricted-imports'), byName.join(', '));
  });

  it('refuses shared-kit importing a remote', async () => {
    const byPath = await rulesFor(
      'shared-kit/src/design/probe.tsx',
      "import { JobCard } from '../../../mf-jobs/src/features/browse/components/job-card';\n" +
        'export const Probe = JobCard;\n',
    );
    assert.ok(byPath.includes('import-x/no-restricted-paths'), byPath.join(', '));
    const byName = await rulesFor(
      'shared-kit/src/design/probe.tsx',
      "import { JobCard } from 'mf-jobs';\nexport const Probe = JobCard;\n",
    );
    assert.ok(byName.includes('no-restricted-imports'), byName.join(', '));
  });

  it('refuses api-contract importing the kit, an app or React', async () => {
    const byPath = await rulesFor(
      'api-contract/src/probe.ts',
      "import { apiClient } from '../../shared-kit/src/client/api-client';\n" +
        'export const probe = apiClient;\n',
    );
    assert.ok(byPath.includes('import-x/no-restricted-paths'), byPath.join(', '));
    for (const name of ['shared-kit', 'react', 'mf-jobs']) {
      const byName = await rulesFor(
        'api-contract/src/probe.ts',
        `import * as probe from '${name}';\nexport { probe };\n`,
      );
      assert.ok(byName.includes('no-restricted-imports'), `${name}: ${byName.join(', ')}`);
    }
  });

  it('refuses an import that resolves to nothing', async () => {
    // One `../` too many for the apply feature: src/apply does not exist, so no zone would see it.
    const rules = await rulesFor(
      'mf-jobs/src/features/browse/probe.ts',
      "import { getJob } from '../../apply/api/get-job';\nexport const probe = getJob;\n",
    );
    assert.ok(rules.includes('import-x/no-unresolved'), rules.join(', '));
  });

  // Inside an app: src/app → features → src/components, src/lib, src/hooks, never back. mf-auth has
  // all but src/hooks; the probe there stands for the first hook folder an app adds.
  const intoApp = "import { App } from '{up}app/app';\nexport const probe = App;\n";
  const intoFeature =
    "import { LoginScreen } from '{up}features/login/components/login-screen';\n" +
    'export const probe = LoginScreen;\n';
  const oneWay = [
    ['a feature', 'features/login/components', 'src/app', intoApp],
    ...['components', 'lib', 'hooks'].flatMap((folder) => [
      [`src/${folder}`, folder, 'a feature', intoFeature],
      [`src/${folder}`, folder, 'src/app', intoApp],
    ]),
  ];
  for (const [from, folder, into, code] of oneWay) {
    it(`refuses ${from} importing ${into}`, async () => {
      const up = '../'.repeat(folder.split('/').length);
      const rules = await rulesFor(`mf-auth/src/${folder}/probe.tsx`, code.replace('{up}', up));
      assert.ok(rules.includes('import-x/no-restricted-paths'), rules.join(', '));
    });
  }

  it('allows a feature building on src/components and src/lib', async () => {
    const rules = await rulesFor(
      'mf-auth/src/features/login/components/probe.tsx',
      "import { AuthCard } from '../../../components/auth-card';\n" +
        "import { errorText } from '../../../lib/error-text';\n" +
        'export const probe = [AuthCard, errorText];\n',
    );
    assert.deepEqual(rules, []);
  });

  it('refuses a file name that is not kebab-case, in an app or any other package', async () => {
    for (const path of [
      'mf-jobs/src/features/browse/components/JobCardProbe.tsx',
      'api/src/listings/job_probe.ts',
    ]) {
      const rules = await rulesFor(path, 'export const probe = 1;\n');
      assert.ok(
        rules.includes('check-file/filename-naming-convention'),
        `${path}: ${rules.join(', ')}`,
      );
    }
  });

  it('allows a kebab-case name with middle extensions', async () => {
    const rules = await rulesFor(
      'mf-jobs/src/features/browse/components/job-card-probe.test.tsx',
      'export const probe = 1;\n',
    );
    assert.deepEqual(rules, []);
  });

  it("refuses the browser's code importing the contract's root instead of a module", async () => {
    for (const path of [
      'mf-employer/src/features/listings/api/probe.ts',
      'shared-kit/src/client/probe.ts',
      'api-calls/src/probe.ts',
    ]) {
      const rules = await rulesFor(
        path,
        "import { endpoints } from 'api-contract';\nexport const probe = endpoints;\n",
      );
      assert.ok(rules.includes('no-restricted-imports'), `${path}: ${rules.join(', ')}`);
    }
  });

  it('allows a screen composing its features, the kit, the contract, the shared calls and UI parts', async () => {
    const rules = await rulesFor(
      'mf-employer/src/app/routes/probe-page.tsx',
      "import { LocationAutocomplete } from 'api-calls';\n" +
        "import { listings } from 'api-contract/listings';\n" +
        "import { paths } from 'shared-kit';\n" +
        "import { Tabs } from 'ui';\n" +
        "import { canDelete } from '../../features/listings/can-delete';\n" +
        "import { DecisionSection } from '../../features/review/components/decision-section';\n" +
        'export const probe = [LocationAutocomplete, listings, paths, Tabs, canDelete, DecisionSection];\n',
    );
    assert.deepEqual(rules, []);
  });

  describe('an import cycle', () => {
    // Cycles are found on disk, so the two files live for this test in a folder inside the workspace.
    const dir = join(root, 'api/src', `lint-cycle-probe-${process.pid}`);
    before(() => {
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
      writeFileSync(join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
    });
    after(() => rmSync(dir, { recursive: true, force: true }));

    it('is refused', async () => {
      const results = await eslint.lintFiles([join(dir, 'a.ts'), join(dir, 'b.ts')]);
      for (const result of results) {
        const rules = result.messages.map((message) => message.ruleId);
        assert.ok(rules.includes('import-x/no-cycle'), `${result.filePath}: ${rules.join(', ')}`);
      }
    });
  });
});
