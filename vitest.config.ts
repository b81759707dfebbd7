import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

// Every API suite's test apps start from one database migrated per run (see the file).
const migratedSetup = 'apps/server/src/test/migrated-database.setup.ts';

export default defineConfig({
  test: {
    // PGlite runs on the main thread and argon2 is CPU-bound: two workers suit these 2-core machines.
    maxWorkers: 2,
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'] } },
      {
        // Contract tests on a local anvil (one per test file); see packages/chain/README.md.
        test: {
          name: 'chain',
          include: ['packages/chain/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The API suites: on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set (scripts/test.mjs runs both).
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: [
            ...configDefaults.exclude,
            'apps/server/src/**/*.pg.test.ts',
            'apps/server/src/**/*.pglite.test.ts',
          ],
          globalSetup: [migratedSetup],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Races and crashes that need real concurrent sessions: PostgreSQL only (*.pg.test.ts).
        test: {
          name: 'server-pg',
          include: ['apps/server/src/**/*.pg.test.ts'],
          setupFiles: ['apps/server/src/test/require-postgres.ts'],
          globalSetup: [migratedSetup],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The embedded database's own guards (*.pglite.test.ts): always on PGlite, whatever the environment.
        test: {
          name: 'server-pglite',
          include: ['apps/server/src/**/*.pglite.test.ts'],
          env: { TEST_DATABASE_URL: '' },
          globalSetup: [migratedSetup],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The web app's `@/` import alias (apps/web/vite.config.ts), so its modules can be tested as written.
        resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          // Component tests type into jsdom with user-event: a few seconds each on a loaded 2-core machine.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
