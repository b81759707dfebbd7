import path from 'node:path';
import { defineConfig } from 'vitest/config';

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
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
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
          // A form test types and clicks through a whole journey (about 5 s on a busy two-core machine).
          testTimeout: 30_000,
        },
      },
    ],
  },
});
