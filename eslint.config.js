// Type-aware lint for the whole workspace. Each non-obvious rule says why it is on.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/.__mf__temp/**',
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
      // Packages are used through what they export, never through another package's source.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shared-kit/src/**', '../../*/src/**'],
              message: 'Import the package, not its source.',
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
      'api/src/db/seed-cli.ts',
    ],
    rules: { 'no-console': 'off' },
  },
);
