import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Another module's repository, seen from a file in modules/<x>/ (or a folder below it). */
const foreignRepository = {
  group: ['../*/*.repository', '../*/*.repository.*', '../../*/*.repository', '../../*/*.repository.*'],
  message: "Another module's repository is private to it: call that module's service.",
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/*.json', 'e2e/artifacts/**', 'screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/set-state-in-effect': 'off' },
  },
  {
    // A module reaches another only through its service: its own repository (./x.repository) is
    // private to it. Repeated in the two blocks below, which set the same rule for narrower files.
    files: ['apps/server/src/modules/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [foreignRepository] }] },
  },
  {
    // Dependency direction (architecture.md): routes → service → repository → db.
    files: ['apps/server/src/modules/**/*.service.ts', 'apps/server/src/modules/**/*.repository.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['fastify', 'fastify/*'], message: 'Services and repositories never import Fastify.' },
            foreignRepository,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/*.repository', '../../db/*'], message: 'Routes call services, never the database.' },
          ],
        },
      ],
    },
  },
  {
    // Shared layers (architecture.md): components/ and lib/ serve every feature and import none.
    files: ['apps/web/src/components/**', 'apps/web/src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features', '@/features/*', '**/features', '**/features/*'],
              message: 'Shared components and lib never import a feature; features import them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../*/**', '@/features/*'],
              message: 'Features never import each other; routes compose them.',
            },
          ],
        },
      ],
    },
  },
);
