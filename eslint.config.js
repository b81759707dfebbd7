import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// One way to open a transaction (db/transaction.ts inTransaction): it retries conflicts and marks the
// embedded database's only connection as held, so a stray pool query fails at once instead of hanging.
const transactionOutsideHelper = [
  {
    selector: 'CallExpression[callee.property.name=/^(transaction|startTransaction)$/][arguments.length=0]',
    message: 'Open transactions with inTransaction (db/transaction.ts), never db.transaction() directly.',
  },
];

// Only ledger/ writes money (docs/decisions/003): postJournal for one movement, ledger/post-batch.ts for
// settlement's batches. Elsewhere no Kysely write to journal, entries or accounts, and no raw SQL that
// inserts into, updates or deletes from them (migrations are schema history and may).
const moneyTables = '(journal|entries|accounts)';
const moneyWriteOutsideLedger = [
  {
    selector: `CallExpression[callee.property.name=/^(insertInto|updateTable|deleteFrom|mergeInto|replaceInto)$/] > Literal.arguments[value=/^${moneyTables}(\\s|$)/]`,
    message: 'Only ledger/ writes journal, entries and accounts: post through postJournal or ledger/post-batch.ts.',
  },
  {
    selector: `TemplateElement[value.raw=/(insert\\s+into|update|delete\\s+from|merge\\s+into)\\s+${moneyTables}\\b/i]`,
    message: 'Only ledger/ writes journal, entries and accounts: post through postJournal or ledger/post-batch.ts.',
  },
  {
    selector: `Literal[value=/(insert\\s+into|update|delete\\s+from|merge\\s+into)\\s+${moneyTables}\\b/i]`,
    message: 'Only ledger/ writes journal, entries and accounts: post through postJournal or ledger/post-batch.ts.',
  },
];

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
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/db/transaction.ts', 'apps/server/src/ledger/**', 'apps/server/src/db/migrations/**'],
    rules: { 'no-restricted-syntax': ['error', ...transactionOutsideHelper, ...moneyWriteOutsideLedger] },
  },
  {
    files: ['apps/server/src/ledger/**/*.ts', 'apps/server/src/db/migrations/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...transactionOutsideHelper] },
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
  {
    // The shared layer sits under the features: app -> features -> components, lib, config.
    files: ['apps/web/src/components/**', 'apps/web/src/lib/**', 'apps/web/src/config/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/app/*', '../features/*', '../app/*'],
              message: 'Shared components, lib and config never import a feature or the app; pass what they need in.',
            },
          ],
        },
      ],
    },
  },
);
