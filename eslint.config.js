// Type-aware lint for the whole workspace. Each non-obvious rule says why it is on.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** Folders directly under `dir` (none when it does not exist). */
function folders(dir) {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

// The applications, read from disk so a new remote or feature is covered without editing this file.
const remotes = folders(root).filter((name) => name.startsWith('mf-'));
const apps = ['shell', ...remotes];

// Packages are used through what they export, never through another package's source.
const packageSource = {
  group: ['**/shared-kit/src/**', '**/api-contract/src/**', '../../*/src/**'],
  message: 'Import the package, not its source.',
};
const crossAppMessage =
  'An app never imports another app: share the code through shared-kit, or ui for UI parts compiled in.';
const kitMessage = 'shared-kit never imports an app: it is what the apps share.';
const uiMessage = 'ui never imports an app: it holds the UI parts the apps share.';
const contractMessage =
  'api-contract is compiled into the API and into every remote: it imports no app, no API code, not shared-kit and no browser library.';
// The browser's code imports the contract module it calls (`api-contract/accounts`), never the root,
// which re-exports every module for the API and the tests: a file then says which of the API's
// modules it depends on, and what it names is read per module (the shell's endpoint check).
const contractRoot = {
  name: 'api-contract',
  message:
    "Import the contract module you call ('api-contract/accounts', 'api-contract/listings', …; 'api-contract/common' for the shared pieces), not the root.",
};
/** The zones below by package name: an app's name does not resolve elsewhere, so no zone sees it. */
function noAppPackages(message) {
  const appPackage = { regex: '^(shell|mf-[\\w-]+)(/.*)?$', message };
  return ['error', { paths: [contractRoot], patterns: [packageSource, appPackage] }];
}

// Each remote ships and deploys on its own, so no app may reach into another's files.
const crossAppZones = apps.map((app) => ({
  target: `./${app}`,
  from: apps.filter((other) => other !== app).map((other) => `./${other}`),
  message: crossAppMessage,
}));
// shared-kit is the singleton every remote loads first; depending on one of them would invert that.
const kitZone = {
  target: './shared-kit',
  from: apps.map((app) => `./${app}`),
  message: kitMessage,
};
// ui is compiled into the remotes that render its parts; depending on one of them would invert that.
const uiZone = {
  target: './ui',
  from: apps.map((app) => `./${app}`),
  message: uiMessage,
};
// The contract is the one package both sides of the API compile in, so it depends on neither side.
const contractZone = {
  target: './api-contract',
  from: ['./api', './shared-kit', ...apps.map((app) => `./${app}`)],
  message: contractMessage,
};
// Features stay independent so each can change or go alone; src/app composes them.
const crossFeatureZones = remotes.flatMap((remote) =>
  folders(`${root}/${remote}/src/features`).map((feature) => ({
    target: `./${remote}/src/features/${feature}`,
    from: `./${remote}/src/features`,
    except: [`./${feature}`],
    message:
      'A feature never imports another: compose them in src/app, or move the shared part to src/components or src/lib.',
  })),
);
// Inside an app, code depends one way: src/app composes features, and features build on
// src/components, src/lib and src/hooks, which serve every feature and so know none of them. Set for
// every app, so a folder the shell or a remote adds later is covered as soon as it exists.
const oneWayZones = apps.flatMap((app) => {
  const src = `./${app}/src`;
  return [
    {
      target: `${src}/features`,
      from: `${src}/app`,
      message:
        'A feature never imports src/app: src/app composes the features. Take what the feature needs as a prop or argument, or move it to src/components, src/lib or src/hooks.',
    },
    {
      target: ['components', 'lib', 'hooks'].map((folder) => `${src}/${folder}`),
      from: [`${src}/features`, `${src}/app`],
      message:
        'src/components, src/lib and src/hooks never import a feature or src/app: every feature builds on them. Move the code they need down into them, or compose in src/app.',
    },
  ];
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '**/.data/**',
      // What the e2e and bench runs leave behind (a remote built alone, served data), as git does.
      '**/.e2e-data/**',
      '**/.bench/**',
      // The pinned Node fetched by scripts/node-runtime.mjs.
      '.node/**',
      '**/.__mf__temp/**',
      // Published builds (scripts/release.mjs), ignored by git like dist.
      '**/releases/**',
      'api/drizzle/**',
      '**/*.d.mts',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      // Resolves `.ts` sources, package `exports` and workspace links as TypeScript and Vite do.
      // Each package's own tsconfig.json, so its settings (paths, module resolution) decide what an
      // import means in it; a file none includes (root scripts, configs) is resolved with the nearest.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: `${root}/*/tsconfig.json`,
          noWarnOnMultipleProjects: true,
        }),
      ],
      // Parse TypeScript dependencies too, or no-cycle would stop at the first `.ts` file.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      // Type-only imports vanish at build time, so Module Federation never loads a module for a type.
      '@typescript-eslint/consistent-type-imports': 'error',
      // A new status or role must be handled everywhere it is switched on.
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      // `!` hides the undefined that noUncheckedIndexedAccess exists to surface.
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-expect-error': 'allow-with-description' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Packages log through their logger (API) or not at all; scripts and tests are exempt below.
      'no-console': 'error',
      // Packages are used through what they export; apps and shared-kit add more below.
      'no-restricted-imports': ['error', { patterns: [packageSource] }],
      // An import that resolves to nothing would pass every zone below unseen (no-restricted-paths
      // skips what it cannot resolve), so it is an error. Queries such as Vite's `?inline` are
      // stripped and the file itself must exist. A remote's modules are loaded by `loadRemote()` at
      // run time, never imported, so a federation id (`mf_jobs/…`) is refused like any other.
      'import-x/no-unresolved': [
        'error',
        // Vite and Module Federation plugins serve `virtual:` modules from memory: no file to find.
        { ignore: ['^virtual:'] },
      ],
      // A cycle makes load order decide what is undefined at import time; type-only imports are exempt.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Apps, shared-kit, features and an app's own layers depend one way only (the zones above say
      // why each exists). The rule passes an import it cannot resolve, so no-unresolved guards it.
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...crossAppZones,
            kitZone,
            uiZone,
            contractZone,
            ...crossFeatureZones,
            ...oneWayZones,
          ],
        },
      ],
    },
  },
  // One spelling for file names, so imports never differ by case alone (macOS and Windows file
  // systems ignore case, Linux CI does not). Every package, not only the apps: all already comply.
  // Only the name before the first dot is checked (`.test`, `.config`, `.d` are left alone), and
  // dot-files, which tools name, not at all.
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx,mts,cts}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*': 'KEBAB_CASE' },
        {
          ignoreMiddleExtensions: true,
          errorMessage:
            'File name "{{ target }}" is not kebab-case: rename it to lower-case words joined by hyphens (job-card.tsx), and its imports with it.',
        },
      ],
    },
  },
  {
    files: apps.map((app) => `${app}/**`),
    rules: { 'no-restricted-imports': noAppPackages(crossAppMessage) },
  },
  { files: ['shared-kit/**'], rules: { 'no-restricted-imports': noAppPackages(kitMessage) } },
  { files: ['ui/**'], rules: { 'no-restricted-imports': noAppPackages(uiMessage) } },
  {
    files: ['api-calls/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [contractRoot], patterns: [packageSource] }],
    },
  },
  // By package name too: the zone above sees only what resolves into the workspace's folders.
  {
    files: ['api-contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            packageSource,
            {
              regex:
                '^(shell|mf-[\\w-]+|api|shared-kit|api-calls|ui|react|react-dom|styled-components|single-spa|@tanstack/[\\w-]+)(/.*)?$',
              message: contractMessage,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    ignores: ['api/**', 'e2e/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  // A Fastify plugin is async or calls `done`: an async plugin with nothing to await is the form
  // fastify-plugin's own examples use, not a mistake.
  {
    files: ['api/src/plugins/**', 'api/src/**/plugin.ts', 'api/src/**/*-plugin.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    files: [
      'scripts/**',
      '.ci/**',
      'e2e/**',
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/test/**',
      '**/vite.config.ts',
      'shell/server/**',
      'static-server/bin/**',
      'api/seed/cli.ts',
      'api/ops/moderator-cli.ts',
      'api/ops/backup-cli.ts',
      'api/ops/restore-cli.ts',
      'api/ops/backup/operator-args.ts',
      'shared-kit/api-surface.mjs',
    ],
    rules: { 'no-console': 'off' },
  },
);
